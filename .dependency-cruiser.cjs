/**
 * The import rules `npm run lint` checks (dependency-cruiser): no import circles, and each server module
 * imports only its own layer or lower ones. The layers, lowest first (docs/decisions/0002-server-layers.md, 0026-server-folders-per-concern.md); a folder
 * per concern (server/chat/, server/jobs/) holds modules of several layers, told apart by their names:
 */
const LAYERS = [
  ['base', '^(src/shared|src/i18n)/|^server/(config|logging|errors)\\.ts$'],
  ['db', '^server/db/'],
  ['infrastructure', '^server/(auth|realtime)/|^server/jobs/queue\\.ts$'],
  ['services', '^server/services/|^server/chat/(?!(router|inbox-router|on-call-route)\\.ts$)|^server/(access|deps)\\.ts$'],
  ['api', '^server/trpc/|^server/jobs/(?!queue\\.ts$)|^server/chat/(router|inbox-router)\\.ts$'],
  ['http', '^server/(routes|plugins|pages)/|^server/chat/on-call-route\\.ts$'],
  ['demo', '^server/demo/'],
  ['entry', '^server/(app|index|open-database)\\.ts$|^server/cli/'],
];

/** A forbidden import: from modules matching `from` to modules matching `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

const upward = LAYERS.flatMap(([name, path], i) =>
  LAYERS.slice(i + 1).map(([higher, higherPath]) =>
    forbid(`${name}-not-above`, `the ${name} layer must not import the ${higher} layer above it`, { path }, { path: higherPath }),
  ),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('no-circular', 'an import circle', {}, { circular: true }),
    ...upward,
    forbid('client-not-server', 'the client imports server code for its types only (the API router type)', { path: '^src/' }, { path: '^server/', dependencyTypesNot: ['type-only'] }),
    // src/staff is the admin area (/admin), named so that it sorts after src/public: the bundler orders the
    // modules of a chunk the pages share by the path of the first chunk that reaches them, and with the admin's
    // first, the home page's JavaScript compressed 0.5 KiB worse (bench/budget.json).
    forbid(
      'public-not-staff',
      'visitors never download admin code: public pages import src/ui, src/lib and src/shared, never src/staff (the admin area at /admin)',
      { path: '^src/(public|ui|lib)/' },
      { path: '^src/staff/' },
    ),
    forbid(
      'staff-not-public',
      "the admin uses what both sides share from src/ui, not the public pages' own modules (the editor's preview uses the blog's stylesheet)",
      { path: '^src/staff/' },
      { path: '^src/public/', pathNot: '^src/public/blog/blog\\.css$' },
    ),
    forbid('shared-not-client', 'src/shared is used by both sides: it imports neither the client nor the server', { path: '^src/shared/' }, { path: '^(server/|src/(?!shared/))' }),
    forbid(
      'server-not-client-code',
      'the server uses the client only through src/shared, the catalogues, the route list and the SSR entry',
      { path: '^server/' },
      { path: '^src/(?!shared/|i18n/|route-manifest\\.ts$|entry-server\\.tsx$)', dependencyTypesNot: ['type-only'] },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)' },
  },
};
