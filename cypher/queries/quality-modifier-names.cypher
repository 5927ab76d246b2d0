// name: quality-modifier-names
// description: Entities whose name is only a modifier: an adjective ("adversarial") or a hyphenated modifier ("large-scale", "zero-shot", "model-agnostic") with no head noun.
// param: type = "" (str)  only this type (Method, Task, Dataset or Metric); empty for all
// param: limit = 50 (int)  maximum number of rows
// example: kg query quality-modifier-names
WITH toLower($type) AS kind
MATCH (n:Method|Task|Dataset|Metric)
WHERE (kind = '' OR n.id STARTS WITH (kind + ':'))
  AND (toLower(n.name) =~ '[a-z]+(al|ive|ous|ic|able|ible|ful|less|ary)'
       OR toLower(n.name) =~ '[a-z0-9]+(-[a-z0-9]+)*-(based|aware|free|scale|level|quality|world|shot|grained|driven|agnostic|specific|wise|like|style|time|term|ended|source|art|end|supervised|trained|tuned|order)')
RETURN CASE
         WHEN n.id STARTS WITH 'method:' THEN 'Method'
         WHEN n.id STARTS WITH 'task:' THEN 'Task'
         WHEN n.id STARTS WITH 'dataset:' THEN 'Dataset'
         ELSE 'Metric'
       END AS type,
       n.name AS name, n.paper_count AS papers
ORDER BY papers DESC, type, name
LIMIT $limit
