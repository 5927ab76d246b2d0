// name: quality-mixed-types
// description: Names (or aliases) that stand for entities of different types, e.g. a Method and a Task written alike: one thing typed differently across papers, or two things sharing a name.
// param: limit = 50 (int)  maximum number of rows
// example: kg query quality-mixed-types
MATCH (n:Method|Task|Dataset|Metric)
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
WITH key, collect(DISTINCT type) AS types, collect(DISTINCT n.name) AS names
WHERE size(types) > 1
RETURN key, types, names
ORDER BY key
LIMIT $limit
