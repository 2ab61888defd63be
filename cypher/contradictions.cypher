// Contradictions: pairs of ideas linked by CONTRADICTS (a later statement that negates an
// earlier, very similar one), with confidence, how it was found, and where each was said.
// Edit the namespace literal.
WITH 'lumiform' AS ns
MATCH (later:Idea {namespace: ns})-[r:CONTRADICTS]->(earlier:Idea)
OPTIONAL MATCH (later)-[:FROM]->(lt:Turn)
OPTIONAL MATCH (earlier)-[:FROM]->(et:Turn)
RETURN later.text AS statement, earlier.text AS contradicts, r.confidence AS confidence,
       r.method AS method, later.at AS at, collect(DISTINCT lt.external_id) AS statementTurns,
       collect(DISTINCT et.external_id) AS contradictedTurns
ORDER BY at DESC;
