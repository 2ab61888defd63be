// Facts valid at a date: what held then (valid_from <= date < valid_to, an open fact still holds).
// Edit the literals: namespace and the date.
WITH 'lumiform' AS ns, datetime('2023-06-01') AS at
MATCH (s:Entity {namespace: ns})-[f:RELATES_TO]->(o:Entity)
WHERE f.valid_at <= at AND (f.invalid_at IS NULL OR f.invalid_at > at)
RETURN s.name AS subject, f.name AS predicate, o.name AS object,
       f.valid_at AS validFrom, f.invalid_at AS validTo, coalesce(f.source_turn_ids, []) AS sourceTurns
ORDER BY subject, predicate;
