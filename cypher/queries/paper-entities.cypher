// name: paper-entities
// description: Everything extracted from one paper: each relation, its entity and the evidence sentence.
// param: paper (str)  paper id
// example: kg query paper-entities -p paper=2b3f0c1e9a7d4e15
// The relationship type is named by label(r) in LadybugDB and type(r) in Neo4j.
// engine: embedded
MATCH (p:Paper {id: $paper})-[r]->(n)
RETURN label(r) AS relation, n.name AS name, r.evidence AS evidence
ORDER BY relation, toLower(name), name
// engine: neo4j
MATCH (p:Paper {id: $paper})-[r]->(n)
RETURN type(r) AS relation, n.name AS name, r.evidence AS evidence
ORDER BY relation, toLower(name), name
