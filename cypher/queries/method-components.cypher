// name: method-components
// description: The named components of one method (PART_OF), and the methods it is itself part of.
// param: method (str)  method name, alias or id (case-insensitive)
// example: kg query method-components -p method="Lattice Decoder"
WITH toLower($method) AS wanted
MATCH (m:Method)
WHERE toLower(m.name) = wanted OR m.id = wanted OR m.id = 'method:' + wanted
   OR any(a IN m.aliases WHERE toLower(a) = wanted)
MATCH (c:Method)-[r:PART_OF]->(w:Method)
WHERE c.id = m.id OR w.id = m.id
RETURN c.name AS part, w.name AS whole, r.papers AS paper_ids
ORDER BY toLower(whole), whole, toLower(part), part
