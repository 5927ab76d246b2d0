// name: new-datasets
// description: Datasets and benchmarks introduced by a paper, and how many papers evaluate on them.
// example: kg query new-datasets
MATCH (p:Paper)-[:PROPOSES]->(d:Dataset)
WITH d, collect(DISTINCT p.id) AS proposed_by
RETURN d.name AS dataset, proposed_by,
       COUNT { MATCH (:Paper)-[:EVALUATES_ON]->(d) } AS evaluated_by
ORDER BY evaluated_by DESC, toLower(dataset), dataset
