// A session's topic tree: the root span (the whole session) and its child spans in turn order,
// indented by level, with the turns each covers and its extractive summary.
// Edit the two literals on the first line (namespace and the session's source id; list
// sessions with recent_sessions.cypher). For the picture instead of the table, run:
//   MATCH p = (:Span)-[:CHILD_OF*0..]->(:Span)-[:IN_SESSION]->(:Session {namespace: 'lumiform', external_id: 'dev/s01'}) RETURN p
WITH 'lumiform' AS ns, 'dev/s01' AS sessionId
MATCH (s:Session {namespace: ns, external_id: sessionId})<-[:IN_SESSION]-(sp:Span)
OPTIONAL MATCH (sp)-[:CHILD_OF]->(parent:Span)
RETURN sp.level AS level, sp.start_seq AS firstTurn, sp.end_seq AS lastTurn,
       reduce(indent = '', _ IN range(1, sp.level) | indent + '    ') + left(sp.summary, 160) AS span,
       size(sp.turn_ids) AS turns, parent.id AS parentSpan
ORDER BY sp.start_seq, sp.level;
