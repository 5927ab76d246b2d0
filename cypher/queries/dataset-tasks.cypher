// name: dataset-tasks
// description: The tasks addressed by the papers that evaluate on one dataset.
// param: dataset (str)  dataset name, alias or id (case-insensitive)
// example: kg query dataset-tasks -p dataset=ImageNet
WITH toLower($dataset) AS wanted
MATCH (d:Dataset)
WHERE toLower(d.name) = wanted OR d.id = wanted OR d.id = 'dataset:' + wanted
   OR any(a IN d.aliases WHERE toLower(a) = wanted)
MATCH (d)<-[:EVALUATES_ON]-(p:Paper)-[:ADDRESSES]->(t:Task)
RETURN t.name AS task, count(DISTINCT p.id) AS papers
ORDER BY papers DESC, toLower(task), task
