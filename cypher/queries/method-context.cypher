// name: method-context
// description: The tasks and datasets of the papers that propose or use one method.
// param: method (str)  method name, alias or id (case-insensitive)
// example: kg query method-context -p method=ResNet
WITH toLower($method) AS wanted
MATCH (m:Method)
WHERE toLower(m.name) = wanted OR m.id = wanted OR m.id = 'method:' + wanted
   OR any(a IN m.aliases WHERE toLower(a) = wanted)
MATCH (m)<-[:PROPOSES|USES]-(p:Paper)-[:ADDRESSES|EVALUATES_ON]->(x:Task|Dataset)
RETURN CASE WHEN x.id STARTS WITH 'task:' THEN 'Task' ELSE 'Dataset' END AS kind,
       x.name AS name, count(DISTINCT p.id) AS papers
ORDER BY kind DESC, papers DESC, toLower(name), name
