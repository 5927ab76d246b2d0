// name: method-cooccurrence
// description: Pairs of methods that appear in the same papers, the most frequent first.
// param: min_papers = 2 (int)  keep pairs seen together in at least this many papers
// param: limit = 20 (int)  maximum number of rows
// example: kg query method-cooccurrence -p min_papers=3
MATCH (a:Method)<-[:PROPOSES|USES]-(p:Paper)-[:PROPOSES|USES]->(b:Method)
WHERE a.id < b.id
WITH a, b, count(DISTINCT p.id) AS papers
WHERE papers >= $min_papers
RETURN a.name AS method_a, b.name AS method_b, papers
ORDER BY papers DESC, toLower(method_a), method_a, toLower(method_b), method_b
LIMIT $limit
