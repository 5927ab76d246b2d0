// name: quality-near-duplicates
// description: Entities of one type whose names or aliases are equal once case, hyphens, spaces and a final s are ignored: candidates for a merge, or homonyms kept apart on purpose (GPS and GPs).
// param: type = "" (str)  only this type (Method, Task, Dataset or Metric); empty for all
// param: limit = 50 (int)  maximum number of rows
// example: kg query quality-near-duplicates -p type=Dataset
WITH toLower($type) AS kind
MATCH (n:Method|Task|Dataset|Metric)
WHERE kind = '' OR n.id STARTS WITH (kind + ':')
UNWIND ([n.name] + n.aliases) AS surface
WITH n, replace(replace(replace(toLower(surface), '-', ''), ' ', ''), '_', '') AS loose
WITH n, CASE WHEN loose ENDS WITH 's' THEN left(loose, size(loose) - 1) ELSE loose END AS key
WITH key,
     CASE
       WHEN n.id STARTS WITH 'method:' THEN 'Method'
       WHEN n.id STARTS WITH 'task:' THEN 'Task'
       WHEN n.id STARTS WITH 'dataset:' THEN 'Dataset'
       ELSE 'Metric'
     END AS type,
     n
WITH type, key, collect(DISTINCT n.name) AS names, collect(DISTINCT n.id) AS ids
WHERE size(ids) > 1
RETURN type, key, names, size(ids) AS entities
ORDER BY type, key
LIMIT $limit
