// name: method-papers
// description: The papers that propose or use one method.
// param: method (str)  method name, alias or id (case-insensitive)
// example: kg query method-papers -p method=ViT
WITH toLower($method) AS wanted
MATCH (m:Method)
WHERE toLower(m.name) = wanted OR m.id = wanted OR m.id = 'method:' + wanted
   OR any(a IN m.aliases WHERE toLower(a) = wanted)
MATCH (p:Paper)-[:PROPOSES|USES]->(m)
WITH DISTINCT p, m
RETURN p.id AS paper, coalesce(p.title, p.name) AS title,
       CASE WHEN EXISTS { MATCH (p)-[:PROPOSES]->(m) } THEN 'proposes' ELSE 'uses' END AS role
ORDER BY role, paper
