// name: dataset-papers
// description: The papers that evaluate on one dataset, with the methods they propose.
// param: dataset (str)  dataset name, alias or id (case-insensitive)
// example: kg query dataset-papers -p dataset=WMT14
WITH toLower($dataset) AS wanted
MATCH (d:Dataset)
WHERE toLower(d.name) = wanted OR d.id = wanted OR d.id = 'dataset:' + wanted
   OR any(a IN d.aliases WHERE toLower(a) = wanted)
MATCH (d)<-[:EVALUATES_ON]-(p:Paper)
WITH DISTINCT p
OPTIONAL MATCH (p)-[:PROPOSES]->(m:Method)
RETURN p.id AS paper, coalesce(p.title, p.name) AS title, collect(DISTINCT m.name) AS proposes
ORDER BY paper
