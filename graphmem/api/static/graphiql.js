// GraphiQL on graphmem's /graphql, from the files this service serves. The headers editor is
// where an API key goes: {"Authorization": "Bearer KEY"}.
"use strict";

const EXAMPLE_QUERY = `# graphmem's GraphQL API. Ctrl-Enter runs the query; Ctrl-Space completes.
# Every query takes a namespace (the default one when left out).
{
  stats { namespace sessions turns ideas entities facts }
  recentSessions(limit: 5) { id title startedAt turns }
}
`;

const fetcher = GraphiQL.createFetcher({ url: new URL("graphql", location.href).href.split("?")[0] });

ReactDOM.createRoot(document.getElementById("graphiql")).render(
  React.createElement(GraphiQL, {
    fetcher,
    defaultQuery: EXAMPLE_QUERY,
    defaultEditorToolsVisibility: true,
    isHeadersEditorEnabled: true,
    shouldPersistHeaders: false,
  }));
