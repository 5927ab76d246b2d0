// name: top-tasks
// description: The tasks addressed by the most papers, with how many methods were proposed for them.
// param: limit = 10 (int)  maximum number of rows
// example: kg query top-tasks -p limit=5
MATCH (p:Paper)-[:ADDRESSES|PROPOSES]->(t:Task)
WITH t, count(DISTINCT p.id) AS papers
OPTIONAL MATCH (t)<-[:ADDRESSES|PROPOSES]-(:Paper)-[:PROPOSES]->(m:Method)
RETURN t.name AS task, papers, count(DISTINCT m.id) AS methods_proposed
ORDER BY papers DESC, methods_proposed DESC, toLower(task), task
LIMIT $limit
