// name: papers-missing-task-or-dataset
// description: Papers for which no task or no dataset was extracted.
// example: kg query papers-missing-task-or-dataset
MATCH (p:Paper)
WITH p,
     EXISTS { MATCH (p)-[:ADDRESSES|PROPOSES]->(:Task) } AS has_task,
     EXISTS { MATCH (p)-[:EVALUATES_ON|PROPOSES]->(:Dataset) } AS has_dataset
WHERE NOT has_task OR NOT has_dataset
RETURN p.id AS paper, coalesce(p.title, p.name) AS title,
       CASE
         WHEN NOT has_task AND NOT has_dataset THEN 'task, dataset'
         WHEN NOT has_task THEN 'task'
         ELSE 'dataset'
       END AS missing
ORDER BY missing, paper
