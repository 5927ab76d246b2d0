// name: top-baselines
// description: The methods that proposed methods are most often compared with (the usual baselines).
// param: limit = 10 (int)  maximum number of rows
// example: kg query top-baselines -p limit=5
MATCH (challenger:Method)-[r:COMPARED_WITH]->(b:Method)
UNWIND r.papers AS paper
RETURN b.name AS baseline, count(DISTINCT paper) AS papers,
       count(DISTINCT challenger.id) AS compared_by
ORDER BY papers DESC, compared_by DESC, toLower(baseline), baseline
LIMIT $limit
