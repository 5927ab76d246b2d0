// name: task-papers
// description: The papers addressing (or proposing) one task, with what they propose.
// param: task (str)  task name, alias or id (case-insensitive)
// example: kg query task-papers -p task="question answering"
WITH toLower($task) AS wanted
MATCH (t:Task)
WHERE toLower(t.name) = wanted OR t.id = wanted OR t.id = 'task:' + wanted
   OR any(a IN t.aliases WHERE toLower(a) = wanted)
MATCH (t)<-[:ADDRESSES|PROPOSES]-(p:Paper)
WITH DISTINCT p
OPTIONAL MATCH (p)-[:PROPOSES]->(x:Method|Dataset|Metric)
RETURN p.id AS paper, coalesce(p.title, p.name) AS title, collect(DISTINCT x.name) AS proposes
ORDER BY paper
