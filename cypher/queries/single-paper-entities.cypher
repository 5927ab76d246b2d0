// name: single-paper-entities
// description: Entities seen in one paper only (often extraction noise or very specific names).
// param: type = "" (str)  only this type (Method, Task, Dataset or Metric); empty for all
// param: limit = 50 (int)  maximum number of rows
// example: kg query single-paper-entities -p type=Dataset
WITH toLower($type) AS kind
MATCH (p:Paper)-[:PROPOSES|USES|ADDRESSES|EVALUATES_ON|REPORTS]->(n:Method|Task|Dataset|Metric)
WHERE kind = '' OR n.id STARTS WITH (kind + ':')
WITH n, count(DISTINCT p.id) AS papers, min(p.id) AS paper
WHERE papers = 1
RETURN CASE
         WHEN n.id STARTS WITH 'method:' THEN 'Method'
         WHEN n.id STARTS WITH 'task:' THEN 'Task'
         WHEN n.id STARTS WITH 'dataset:' THEN 'Dataset'
         ELSE 'Metric'
       END AS type,
       n.name AS name, paper
ORDER BY type, toLower(name), name
LIMIT $limit
