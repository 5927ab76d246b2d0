// name: find-entity
// description: Look up methods, tasks, datasets and metrics whose name or an alias contains a text (case-insensitive).
// param: text (str)  the text to look for
// param: type = "" (str)  only this type (Method, Task, Dataset or Metric); empty for all
// example: kg query find-entity -p text=bert -p type=Method
WITH toLower($text) AS needle, toLower($type) AS kind
MATCH (n:Method|Task|Dataset|Metric)
WHERE (kind = '' OR n.id STARTS WITH (kind + ':'))
  AND (toLower(n.name) CONTAINS needle OR any(a IN n.aliases WHERE toLower(a) CONTAINS needle))
RETURN CASE
         WHEN n.id STARTS WITH 'method:' THEN 'Method'
         WHEN n.id STARTS WITH 'task:' THEN 'Task'
         WHEN n.id STARTS WITH 'dataset:' THEN 'Dataset'
         ELSE 'Metric'
       END AS type,
       n.name AS name, n.aliases AS aliases, n.paper_count AS papers, n.id AS id
ORDER BY papers DESC, toLower(name), name, id
