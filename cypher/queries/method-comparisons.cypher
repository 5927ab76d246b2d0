// name: method-comparisons
// description: What one method is compared with, in both directions, and in how many papers.
// param: method (str)  method name, alias or id (case-insensitive)
// example: kg query method-comparisons -p method=Transformer
WITH toLower($method) AS wanted
MATCH (m:Method)
WHERE toLower(m.name) = wanted OR m.id = wanted OR m.id = 'method:' + wanted
   OR any(a IN m.aliases WHERE toLower(a) = wanted)
MATCH (m)-[r:COMPARED_WITH]-(other:Method)
UNWIND r.papers AS paper
WITH m, other, count(DISTINCT paper) AS papers, collect(DISTINCT paper) AS paper_ids
RETURN other.name AS method,
       CASE
         WHEN EXISTS { MATCH (m)-[:COMPARED_WITH]->(other) }
              AND EXISTS { MATCH (other)-[:COMPARED_WITH]->(m) } THEN 'both ways'
         WHEN EXISTS { MATCH (m)-[:COMPARED_WITH]->(other) } THEN 'baseline'
         ELSE 'challenger'
       END AS relation,
       papers, paper_ids
ORDER BY papers DESC, toLower(method), method
