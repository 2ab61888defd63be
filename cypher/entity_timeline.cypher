// An entity's timeline: every fact naming it, plus the other states of the same subject and
// predicate (so "Sentry" shows the Rollbar it replaced), oldest first, with validity and the
// turns that state each fact. Edit the literals: namespace and the entity's name.
WITH 'lumiform' AS ns, 'sentry' AS entity
MATCH (e:Entity {namespace: ns})
WHERE toLower(e.name) = entity OR e.canonical = entity
   OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) = entity)
CALL (e, ns) {
  MATCH (sub:Entity {namespace: ns})-[g:RELATES_TO]->(e)
  MATCH (sub)-[f:RELATES_TO {name: g.name}]->(:Entity)
  RETURN f
  UNION
  MATCH (e)-[f:RELATES_TO]->(:Entity)
  RETURN f
}
WITH DISTINCT f
MATCH (s:Entity)-[f]->(o:Entity)
RETURN s.name AS subject, f.name AS predicate, o.name AS object,
       f.valid_at AS validFrom, f.invalid_at AS validTo, f.invalid_at IS NULL AS current,
       coalesce(f.source_turn_ids, []) AS sourceTurns, f.fact AS text
ORDER BY validFrom;
