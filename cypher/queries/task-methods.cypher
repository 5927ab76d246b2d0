// name: task-methods
// description: The methods proposed by papers addressing one task.
// param: task (str)  task name, alias or id (case-insensitive)
// example: kg query task-methods -p task="image classification"
WITH toLower($task) AS wanted
MATCH (t:Task)
WHERE toLower(t.name) = wanted OR t.id = wanted OR t.id = 'task:' + wanted
   OR any(a IN t.aliases WHERE toLower(a) = wanted)
MATCH (t)<-[:ADDRESSES|PROPOSES]-(p:Paper)-[:PROPOSES]->(m:Method)
RETURN m.name AS method, count(DISTINCT p.id) AS papers, collect(DISTINCT p.id) AS paper_ids
ORDER BY papers DESC, toLower(method), method
