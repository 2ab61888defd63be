// Open questions: ideas with intent "question" that no later idea ANSWERS, newest first, with
// the session and turn they came from. Edit the namespace literal.
WITH 'lumiform' AS ns
MATCH (q:Idea {namespace: ns, intent: 'question'})
WHERE NOT EXISTS { (:Idea)-[:ANSWERS]->(q) }
OPTIONAL MATCH (q)-[:FROM]->(t:Turn)-[:IN_SESSION]->(s:Session)
RETURN q.text AS question, q.at AS at, s.external_id AS sessionId, s.title AS session,
       collect(t.external_id) AS sourceTurns
ORDER BY at DESC;
