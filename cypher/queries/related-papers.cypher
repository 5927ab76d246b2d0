// name: related-papers
// description: Papers sharing tasks or datasets with one paper, the most shared first.
// param: paper (str)  paper id
// param: limit = 10 (int)  maximum number of rows
// example: kg query related-papers -p paper=2b3f0c1e9a7d4e15
MATCH (p:Paper {id: $paper})-[:ADDRESSES|EVALUATES_ON]->(x:Task|Dataset)<-[:ADDRESSES|EVALUATES_ON]-(other:Paper)
WHERE other.id <> p.id
WITH DISTINCT other, x
WITH other, count(*) AS score, collect(x.name) AS shared,
     count(CASE WHEN x.id STARTS WITH 'task:' THEN 1 END) AS tasks
RETURN other.id AS paper, coalesce(other.title, other.name) AS title,
       tasks AS shared_tasks, score - tasks AS shared_datasets, shared
ORDER BY score DESC, shared_tasks DESC, paper
LIMIT $limit
