// The newest sessions of a namespace with their size: a starting point for the other queries.
// Edit the namespace literal; every namespace with its session count:
//   MATCH (s:Session) RETURN s.namespace AS namespace, count(*) AS sessions ORDER BY sessions DESC
WITH 'lumiform' AS ns
MATCH (s:Session {namespace: ns})
RETURN s.external_id AS sessionId, s.title AS title, s.source AS source, s.started_at AS startedAt,
       COUNT { (:Turn)-[:IN_SESSION]->(s) } AS turns,
       COUNT { (i:Idea {namespace: ns}) WHERE i.session = s.id } AS ideas
ORDER BY startedAt DESC
LIMIT 25;
