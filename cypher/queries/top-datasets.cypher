// name: top-datasets
// description: The datasets and benchmarks the most papers evaluate on, with the tasks they serve.
// param: limit = 10 (int)  maximum number of rows
// example: kg query top-datasets -p limit=5
MATCH (p:Paper)-[:EVALUATES_ON]->(d:Dataset)
WITH d, count(DISTINCT p.id) AS papers
OPTIONAL MATCH (d)<-[:EVALUATES_ON]-(:Paper)-[:ADDRESSES]->(t:Task)
RETURN d.name AS dataset, papers, count(DISTINCT t.id) AS tasks
ORDER BY papers DESC, tasks DESC, toLower(dataset), dataset
LIMIT $limit
