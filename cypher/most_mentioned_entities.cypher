// The most mentioned entities: how many ideas and sessions name each one, and its kind.
// Edit the namespace literal.
WITH 'lumiform' AS ns
MATCH (i:Idea {namespace: ns})-[:MENTIONS]->(e:Entity {namespace: ns})
RETURN e.name AS entity, e.kind AS kind, count(i) AS ideas, count(DISTINCT i.session) AS sessions,
       min(i.at) AS firstMentioned, max(i.at) AS lastMentioned
ORDER BY ideas DESC, entity
LIMIT 25;
