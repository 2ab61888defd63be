// The supersedes chain of a decision: what it replaced (negative steps, oldest first) and what
// later replaced it (positive steps). Step 0 is the decision itself.
// Edit the literals: namespace and a few words of the decision (case-insensitive).
// For the picture: MATCH p = (d:Idea {namespace: 'lumiform'})-[:SUPERSEDES*]-(:Idea)
//                  WHERE toLower(d.text) CONTAINS 'amazon s3' RETURN p
WITH 'lumiform' AS ns, 'amazon s3' AS about
MATCH (d:Idea {namespace: ns, intent: 'decision'})
WHERE toLower(d.text) CONTAINS about
CALL (d) {
  MATCH p = (d)-[:SUPERSEDES*0..6]->(x:Idea)
  RETURN x, -length(p) AS step
  UNION
  MATCH p = (x:Idea)-[:SUPERSEDES*1..6]->(d)
  RETURN x, length(p) AS step
}
RETURN left(d.text, 80) AS decision, step, x.intent AS intent, x.at AS at,
       coalesce(x.superseded, false) AS superseded, x.text AS text
ORDER BY decision, step, at;
