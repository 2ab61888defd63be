// graphmem schema: applied at start-up and by `graphmem migrate`. Idempotent (IF NOT EXISTS).
// Statements are separated by semicolons at line ends. $dim is the embedding dimension.

// Uniqueness of (namespace, id) per label; also serves as the lookup index for MERGE.
CREATE CONSTRAINT session_key IF NOT EXISTS FOR (n:Session) REQUIRE (n.namespace, n.id) IS UNIQUE;
CREATE CONSTRAINT turn_key IF NOT EXISTS FOR (n:Turn) REQUIRE (n.namespace, n.id) IS UNIQUE;
CREATE CONSTRAINT span_key IF NOT EXISTS FOR (n:Span) REQUIRE (n.namespace, n.id) IS UNIQUE;
CREATE CONSTRAINT idea_key IF NOT EXISTS FOR (n:Idea) REQUIRE (n.namespace, n.id) IS UNIQUE;
CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (n:Entity) REQUIRE (n.namespace, n.id) IS UNIQUE;
CREATE CONSTRAINT index_state_key IF NOT EXISTS FOR (n:IndexState) REQUIRE (n.namespace, n.id) IS UNIQUE;
CREATE CONSTRAINT claim_key IF NOT EXISTS FOR (n:Claim) REQUIRE (n.namespace, n.id) IS UNIQUE;
CREATE CONSTRAINT timeline_key IF NOT EXISTS FOR (n:Timeline) REQUIRE (n.namespace, n.id) IS UNIQUE;
CREATE CONSTRAINT consolidation_run_key IF NOT EXISTS FOR (n:ConsolidationRun) REQUIRE (n.namespace, n.id) IS UNIQUE;
// One idea ledger per namespace (store/memory.py): writes of ideas lock it, so it must be one node.
CREATE CONSTRAINT idea_ledger_key IF NOT EXISTS FOR (n:IdeaLedger) REQUIRE n.namespace IS UNIQUE;
// One identity text per namespace (store/identity.py), shown first when an agent wakes up.
CREATE CONSTRAINT identity_key IF NOT EXISTS FOR (n:Identity) REQUIRE n.namespace IS UNIQUE;

// Graphiti reads entities by uuid; graphmem sets uuid = id.
CREATE INDEX entity_uuid IF NOT EXISTS FOR (n:Entity) ON (n.uuid);
CREATE INDEX entity_group IF NOT EXISTS FOR (n:Entity) ON (n.group_id);
CREATE INDEX entity_canonical IF NOT EXISTS FOR (n:Entity) ON (n.namespace, n.canonical);
CREATE INDEX fact_uuid IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.uuid);
CREATE INDEX fact_group IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.group_id);
// `before(X)` looks up the facts the fact naming X replaced.
CREATE INDEX fact_replaced_by IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.replaced_by);

// Range indexes for namespace scans and time filters. Composite indexes serve a predicate on
// `namespace` alone only when every other property has one too, so the labels read by namespace
// alone (exact vector scans, counts, entity lookups) get a single-property index each
// (tests/test_query_plans.py fails on a label scan).
CREATE INDEX session_ns IF NOT EXISTS FOR (n:Session) ON (n.namespace);
CREATE INDEX idea_namespace IF NOT EXISTS FOR (n:Idea) ON (n.namespace);
CREATE INDEX turn_namespace IF NOT EXISTS FOR (n:Turn) ON (n.namespace);
CREATE INDEX span_namespace IF NOT EXISTS FOR (n:Span) ON (n.namespace);
CREATE INDEX entity_namespace IF NOT EXISTS FOR (n:Entity) ON (n.namespace);
CREATE INDEX claim_namespace IF NOT EXISTS FOR (n:Claim) ON (n.namespace);
CREATE INDEX timeline_namespace IF NOT EXISTS FOR (n:Timeline) ON (n.namespace);
CREATE INDEX consolidation_run_namespace IF NOT EXISTS FOR (n:ConsolidationRun) ON (n.namespace);
CREATE INDEX consolidation_change_run IF NOT EXISTS FOR (n:ConsolidationChange) ON (n.namespace, n.run_id);
CREATE INDEX turn_ns_at IF NOT EXISTS FOR (n:Turn) ON (n.namespace, n.at);
CREATE INDEX turn_session IF NOT EXISTS FOR (n:Turn) ON (n.namespace, n.session);
CREATE INDEX turn_processed IF NOT EXISTS FOR (n:Turn) ON (n.namespace, n.processed);
CREATE INDEX turn_external IF NOT EXISTS FOR (n:Turn) ON (n.namespace, n.external_id);
CREATE INDEX idea_ns_at IF NOT EXISTS FOR (n:Idea) ON (n.namespace, n.at);
CREATE INDEX idea_ns_intent IF NOT EXISTS FOR (n:Idea) ON (n.namespace, n.intent);
CREATE INDEX span_ns IF NOT EXISTS FOR (n:Span) ON (n.namespace, n.session);
CREATE INDEX idea_session IF NOT EXISTS FOR (n:Idea) ON (n.namespace, n.session);
CREATE INDEX fact_valid_at IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.valid_at);
CREATE INDEX fact_invalid_at IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.invalid_at);
CREATE INDEX fact_ns_valid_at IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.namespace, r.valid_at);
CREATE INDEX fact_ns_replaced_by IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.namespace, r.replaced_by);
CREATE INDEX fact_ns_timeline IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.namespace, r.timeline_id);

// Vector indexes (cosine). Neo4j 5.26 cannot pre-filter them by namespace: see retrieve/search.
CREATE VECTOR INDEX turn_embedding IF NOT EXISTS FOR (n:Turn) ON (n.embedding)
  OPTIONS {indexConfig: {`vector.dimensions`: $dim, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX span_embedding IF NOT EXISTS FOR (n:Span) ON (n.embedding)
  OPTIONS {indexConfig: {`vector.dimensions`: $dim, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX idea_embedding IF NOT EXISTS FOR (n:Idea) ON (n.embedding)
  OPTIONS {indexConfig: {`vector.dimensions`: $dim, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX entity_embedding IF NOT EXISTS FOR (n:Entity) ON (n.name_embedding)
  OPTIONS {indexConfig: {`vector.dimensions`: $dim, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX fact_embedding IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON (r.fact_embedding)
  OPTIONS {indexConfig: {`vector.dimensions`: $dim, `vector.similarity_function`: 'cosine'}};

// Fulltext (BM25) indexes. Every query is escaped and filtered by namespace. The namespace is
// indexed beside the text so Lucene itself keeps only the namespace's documents (a required
// clause of weight 0, graphmem/retrieve/lucene.py): a small namespace beside a large one gets
// its own matches without over-fetching the large one's.
CREATE FULLTEXT INDEX turn_fulltext IF NOT EXISTS FOR (n:Turn) ON EACH [n.text, n.namespace];
CREATE FULLTEXT INDEX span_fulltext IF NOT EXISTS FOR (n:Span) ON EACH [n.summary, n.namespace];
CREATE FULLTEXT INDEX idea_fulltext IF NOT EXISTS FOR (n:Idea) ON EACH [n.text, n.namespace];
CREATE FULLTEXT INDEX entity_text IF NOT EXISTS FOR (n:Entity) ON EACH [n.name, n.aliases_text];
CREATE FULLTEXT INDEX fact_fulltext IF NOT EXISTS FOR ()-[r:RELATES_TO]-() ON EACH [r.fact, r.namespace];
// Their text-only predecessors (before 2026-11), dropped where an older graphmem made them.
DROP INDEX turn_text IF EXISTS;
DROP INDEX span_text IF EXISTS;
DROP INDEX idea_text IF EXISTS;
DROP INDEX fact_text IF EXISTS;
