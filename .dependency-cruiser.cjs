/**
 * The import rules `npm run lint` checks (dependency-cruiser): no import circles, and each server module
 * imports only its own layer or lower ones. The layers, lowest first (docs/decisions/0002-server-layers.md):
 */
const LAYERS = [
  ['base', '^(src/shared|src/i18n)/|^server/(config|logging|errors)\\.ts$'],
  ['db', '^server/db/'],
  ['infrastructure', '^server/(queue|auth)/'],
  ['services', '^server/services/|^server/(access|deps|changes)\\.ts$'],
  ['api', '^server/(trpc|jobs)/'],
  ['http', '^server/(routes|plugins)/'],
  ['demo', '^server/demo/'],
  ['entry', '^server/(app|index|open-database)\\.ts$|^server/cli/'],
];

const upward = LAYERS.flatMap(([name, path], i) =>
  LAYERS.slice(i + 1).map(([higher, higherPath]) => ({
    name: `${name}-not-above`,
    comment: `the ${name} layer must not import the ${higher} layer above it`,
    severity: 'error',
    from: { path },
    to: { path: higherPath },
  })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'an import circle', from: {}, to: { circular: true } },
    ...upward,
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'the client imports server code for its types only (the API router type)',
      from: { path: '^src/' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-not-client',
      severity: 'error',
      comment: 'src/shared is used by both sides: it imports neither the client nor the server',
      from: { path: '^src/shared/' },
      to: { path: '^(server/|src/(?!shared/))' },
    },
    {
      name: 'server-not-client-code',
      severity: 'error',
      comment: 'the server uses the client only through src/shared, the catalogues, the route list and the SSR entry',
      from: { path: '^server/' },
      to: { path: '^src/(?!shared/|i18n/|route-manifest\\.ts$|entry-server\\.tsx$)', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)' },
  },
};
