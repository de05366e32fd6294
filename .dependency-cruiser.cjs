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
    // src/staff is the admin area (/admin), named so that it sorts after src/public: the bundler orders the
    // modules of a chunk the pages share by the path of the first chunk that reaches them, and with the admin's
    // first, the home page's JavaScript compressed 0.5 KiB worse (bench/budget.json).
    {
      name: 'public-not-staff',
      severity: 'error',
      comment: 'visitors never download admin code: public pages import src/ui, src/lib and src/shared, never src/staff (the admin area at /admin)',
      from: { path: '^src/(public|ui|lib)/' },
      to: { path: '^src/staff/' },
    },
    {
      name: 'staff-not-public',
      severity: 'error',
      comment: 'the admin uses what both sides share from src/ui, not the public pages\' own modules (the editor\'s preview uses the blog\'s stylesheet)',
      from: { path: '^src/staff/' },
      to: { path: '^src/public/', pathNot: '^src/public/blog/blog\\.css$' },
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
