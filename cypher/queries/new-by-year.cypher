// name: new-by-year
// description: How many entities first appear in each year (the year of their earliest paper), per type.
// param: type = "" (str)  only this type (Method, Task, Dataset or Metric); empty for all
// param: min_papers = 2 (int)  only entities found in at least this many papers (one-off names are mostly noise)
// example: kg query new-by-year -p type=Dataset
WITH toLower($type) AS kind
MATCH (p:Paper)-[]->(n:Method|Task|Dataset|Metric)
WHERE p.year IS NOT NULL AND n.paper_count >= $min_papers
  AND (kind = '' OR n.id STARTS WITH (kind + ':'))
WITH n, min(p.year) AS year
RETURN year,
       CASE
         WHEN n.id STARTS WITH 'method:' THEN 'Method'
         WHEN n.id STARTS WITH 'task:' THEN 'Task'
         WHEN n.id STARTS WITH 'dataset:' THEN 'Dataset'
         ELSE 'Metric'
       END AS type,
       count(n) AS new_entities
ORDER BY year, type
