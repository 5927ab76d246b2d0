// name: venue-profile
// description: What one venue's papers address most: the entities of one type in most of its papers, with their share of the venue's papers and of the other venues' papers (per thousand).
// param: venue (str)  venue name (case-insensitive), e.g. ICLR
// param: type = "Task" (str)  Method, Task, Dataset or Metric
// param: year = 0 (int)  only this year; 0 for all years
// param: limit = 10 (int)  maximum number of rows
// example: kg query venue-profile -p venue=CVPR
// example: kg query venue-profile -p venue=ICLR -p type=Dataset -p year=2023
WITH toLower($venue) AS venue, toLower($type) AS kind
MATCH (p:Paper)
WHERE p.venue IS NOT NULL AND ($year = 0 OR p.year = $year)
WITH venue, kind,
     count(CASE WHEN toLower(p.venue) = venue THEN 1 END) AS total_here,
     count(CASE WHEN toLower(p.venue) <> venue THEN 1 END) AS total_elsewhere
MATCH (p:Paper)-[]->(n:Method|Task|Dataset|Metric)
WHERE p.venue IS NOT NULL AND ($year = 0 OR p.year = $year) AND n.id STARTS WITH (kind + ':')
WITH n, total_here, total_elsewhere,
     count(DISTINCT CASE WHEN toLower(p.venue) = venue THEN p.id END) AS papers,
     count(DISTINCT CASE WHEN toLower(p.venue) <> venue THEN p.id END) AS elsewhere
WHERE papers > 0
RETURN n.name AS name, papers,
       round(1000.0 * papers / total_here, 1) AS per_1000,
       CASE WHEN total_elsewhere = 0 THEN 0.0
            ELSE round(1000.0 * elsewhere / total_elsewhere, 1) END AS per_1000_elsewhere
ORDER BY papers DESC, toLower(name), name
LIMIT $limit
