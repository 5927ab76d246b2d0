// name: quality-lowercase-words
// description: Entities named by one lowercase word (often a common word cut out of a longer name), most widespread first.
// param: type = "" (str)  only this type (Method, Task, Dataset or Metric); empty for all
// param: limit = 50 (int)  maximum number of rows
// example: kg query quality-lowercase-words -p type=Task
WITH toLower($type) AS kind
MATCH (n:Method|Task|Dataset|Metric)
WHERE (kind = '' OR n.id STARTS WITH (kind + ':')) AND n.name =~ '[a-z]+'
RETURN CASE
         WHEN n.id STARTS WITH 'method:' THEN 'Method'
         WHEN n.id STARTS WITH 'task:' THEN 'Task'
         WHEN n.id STARTS WITH 'dataset:' THEN 'Dataset'
         ELSE 'Metric'
       END AS type,
       n.name AS name, n.paper_count AS papers
ORDER BY papers DESC, type, name
LIMIT $limit
