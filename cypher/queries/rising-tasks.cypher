// name: rising-tasks
// description: The tasks whose share of papers grew most between two years, with each year's paper count and share (papers per thousand of that year's papers).
// param: from_year (int)  the earlier year
// param: to_year (int)  the later year
// param: venue = "" (str)  only this venue's papers (case-insensitive); empty for all venues
// param: min_papers = 3 (int)  only tasks with at least this many papers in the later year
// param: limit = 10 (int)  maximum number of rows
// example: kg query rising-tasks -p from_year=2020 -p to_year=2023
// example: kg query rising-tasks -p from_year=2020 -p to_year=2023 -p venue=ICML
// Shares, not counts, are compared: venues publish more papers each year.
WITH toLower($venue) AS venue
MATCH (p:Paper)
WHERE (p.year = $from_year OR p.year = $to_year) AND (venue = '' OR toLower(p.venue) = venue)
WITH venue,
     count(CASE WHEN p.year = $from_year THEN 1 END) AS total_from,
     count(CASE WHEN p.year = $to_year THEN 1 END) AS total_to
MATCH (p:Paper)-[:ADDRESSES|PROPOSES]->(t:Task)
WHERE (p.year = $from_year OR p.year = $to_year) AND (venue = '' OR toLower(p.venue) = venue)
WITH t, total_from, total_to,
     count(DISTINCT CASE WHEN p.year = $from_year THEN p.id END) AS papers_from,
     count(DISTINCT CASE WHEN p.year = $to_year THEN p.id END) AS papers_to
WHERE papers_to >= $min_papers
WITH t, papers_from, papers_to,
     CASE WHEN total_from = 0 THEN 0.0 ELSE round(1000.0 * papers_from / total_from, 1) END AS share_from,
     CASE WHEN total_to = 0 THEN 0.0 ELSE round(1000.0 * papers_to / total_to, 1) END AS share_to
RETURN t.name AS task, papers_from, papers_to, share_from AS per_1000_from,
       share_to AS per_1000_to, round(share_to - share_from, 1) AS change
ORDER BY change DESC, papers_to DESC, toLower(task), task
LIMIT $limit
