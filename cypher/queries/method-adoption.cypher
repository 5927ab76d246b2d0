// name: method-adoption
// description: Papers per year that propose or use one method, and their share of that year's papers (per thousand).
// param: method (str)  method name, alias or id (case-insensitive)
// param: venue = "" (str)  only this venue's papers (case-insensitive); empty for all venues
// example: kg query method-adoption -p method=transformer
// example: kg query method-adoption -p method=GAN -p venue=ICLR --format json | kg plot -i - -o gan.svg
WITH toLower($method) AS wanted, toLower($venue) AS venue
MATCH (p:Paper)
WHERE p.year IS NOT NULL AND (venue = '' OR toLower(p.venue) = venue)
WITH wanted, venue, p.year AS year, count(p) AS total
OPTIONAL MATCH (q:Paper)-[:PROPOSES|USES]->(m:Method)
WHERE q.year = year AND (venue = '' OR toLower(q.venue) = venue)
  AND (toLower(m.name) = wanted OR m.id = wanted OR m.id = 'method:' + wanted
       OR any(a IN m.aliases WHERE toLower(a) = wanted))
WITH year, total, count(DISTINCT q.id) AS papers
RETURN year, papers, round(1000.0 * papers / total, 1) AS per_1000, total AS all_papers
ORDER BY year
