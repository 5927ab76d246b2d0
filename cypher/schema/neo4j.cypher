// Schema of the Neo4j store: every label's id is unique (which also indexes it), and one
// full-text index covers entity names and aliases. Each statement is safe to run again.

CREATE CONSTRAINT paper_id IF NOT EXISTS FOR (n:Paper) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT method_id IF NOT EXISTS FOR (n:Method) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT task_id IF NOT EXISTS FOR (n:Task) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT dataset_id IF NOT EXISTS FOR (n:Dataset) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT metric_id IF NOT EXISTS FOR (n:Metric) REQUIRE n.id IS UNIQUE;

CREATE FULLTEXT INDEX entity_names IF NOT EXISTS
FOR (n:Method|Task|Dataset|Metric) ON EACH [n.name, n.aliases];

// Not part of the graph: kg build holds an uncommitted MERGE of the one KgWriteLock node
// while it writes, so a second build waits for the first (the node is never committed).
CREATE CONSTRAINT kg_write_lock IF NOT EXISTS FOR (l:KgWriteLock) REQUIRE l.id IS UNIQUE;
