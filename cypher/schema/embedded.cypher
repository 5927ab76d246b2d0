// Schema of the embedded LadybugDB store: typed node tables keyed by id, and one
// relationship table per type with every (from, to) pair the graph model allows.
// Statements are separated by semicolons; each one is safe to run again.

CREATE NODE TABLE IF NOT EXISTS Paper(
  id STRING PRIMARY KEY, name STRING, title STRING, abstract STRING, source STRING,
  year INT64, venue STRING, url STRING, content_hash STRING
);
CREATE NODE TABLE IF NOT EXISTS Method(id STRING PRIMARY KEY, name STRING, aliases STRING[], paper_count INT64);
CREATE NODE TABLE IF NOT EXISTS Task(id STRING PRIMARY KEY, name STRING, aliases STRING[], paper_count INT64);
CREATE NODE TABLE IF NOT EXISTS Dataset(id STRING PRIMARY KEY, name STRING, aliases STRING[], paper_count INT64);
CREATE NODE TABLE IF NOT EXISTS Metric(id STRING PRIMARY KEY, name STRING, aliases STRING[], paper_count INT64);

CREATE REL TABLE IF NOT EXISTS PROPOSES(
  FROM Paper TO Method, FROM Paper TO Dataset, FROM Paper TO Metric, FROM Paper TO Task,
  evidence STRING
);
CREATE REL TABLE IF NOT EXISTS USES(FROM Paper TO Method, evidence STRING);
CREATE REL TABLE IF NOT EXISTS ADDRESSES(FROM Paper TO Task, evidence STRING);
CREATE REL TABLE IF NOT EXISTS EVALUATES_ON(FROM Paper TO Dataset, evidence STRING);
CREATE REL TABLE IF NOT EXISTS REPORTS(FROM Paper TO Metric, evidence STRING);
CREATE REL TABLE IF NOT EXISTS COMPARED_WITH(FROM Method TO Method, papers STRING[], evidence STRING[]);
CREATE REL TABLE IF NOT EXISTS PART_OF(FROM Method TO Method, papers STRING[], evidence STRING[]);
