// name: metrics-per-task
// description: The metrics reported by the papers of each task, most reported first.
// param: min_papers = 1 (int)  keep task-metric pairs reported by at least this many papers
// example: kg query metrics-per-task -p min_papers=2
MATCH (t:Task)<-[:ADDRESSES|PROPOSES]-(p:Paper)-[:REPORTS]->(m:Metric)
WITH t, m, count(DISTINCT p.id) AS papers
WHERE papers >= $min_papers
RETURN t.name AS task, m.name AS metric, papers
ORDER BY toLower(task), task, papers DESC, toLower(metric), metric
