// name: task-datasets
// description: The datasets that papers addressing one task evaluate on.
// param: task (str)  task name, alias or id (case-insensitive)
// example: kg query task-datasets -p task=MT
WITH toLower($task) AS wanted
MATCH (t:Task)
WHERE toLower(t.name) = wanted OR t.id = wanted OR t.id = 'task:' + wanted
   OR any(a IN t.aliases WHERE toLower(a) = wanted)
MATCH (t)<-[:ADDRESSES|PROPOSES]-(p:Paper)-[:EVALUATES_ON]->(d:Dataset)
RETURN d.name AS dataset, count(DISTINCT p.id) AS papers, collect(DISTINCT p.id) AS paper_ids
ORDER BY papers DESC, toLower(dataset), dataset
