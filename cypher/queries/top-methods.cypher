// name: top-methods
// description: The methods and models the most papers use or propose.
// param: limit = 10 (int)  maximum number of rows
// example: kg query top-methods -p limit=5
MATCH (p:Paper)-[:USES|PROPOSES]->(m:Method)
WITH m, count(DISTINCT p.id) AS papers
RETURN m.name AS method, papers,
       COUNT { MATCH (:Paper)-[:PROPOSES]->(m) } AS proposed_by,
       COUNT { MATCH (:Paper)-[:USES]->(m) } AS used_by
ORDER BY papers DESC, toLower(method), method
LIMIT $limit
