/**
 * Who may call what (decision 0005): every tRPC procedure and every plain route, with the access level that
 * server/access.ts enforces. tests/integration/access.test.ts proves each entry against the running app and
 * fails on a procedure or route missing here; the README's "Who may call what" is printed from this file
 * (`npx tsx scripts/access-table.ts` rewrites it, and the test fails while the README differs).
 */
import type { Access, OriginRule } from '../../server/access';

/** Every procedure of server/trpc/router.ts. */
export const PROCEDURES: Record<string, Access> = {
  // Visitors: the public site, signing in and up, the contact form and the chat.
  'auth.me': 'public',
  'auth.signIn': 'public',
  'auth.signInCode': 'public',
  'auth.signUp': 'public',
  'auth.resendConfirmation': 'public',
  'auth.confirmEmail': 'public',
  'auth.requestPasswordReset': 'public',
  'auth.resetPassword': 'public',
  // An administrator's invitation: the e-mailed token is the key.
  'auth.acceptInvitation': 'public',
  'posts.list': 'public',
  'posts.bySlug': 'public',
  'posts.countView': 'public',
  'resources.list': 'public',
  'contact.submit': 'public',
  'contact.policy': 'public',
  // Consultations (decision 0028): the booking page, a reschedule or cancel link's page (the e-mailed token is the key),
  // the chat's answers for the form (the tab's chat token is the key), and booking, moving and cancelling.
  'booking.page': 'public',
  'booking.link': 'public',
  'booking.chatPrefill': 'public',
  'booking.challenge': 'public',
  'analytics.summary': 'staff',
  'booking.book': 'public',
  'booking.reschedule': 'public',
  'booking.cancel': 'public',
  'chat.challenge': 'public',
  'chat.start': 'public',
  'chat.send': 'public',
  'chat.resume': 'public',
  'chat.submit': 'public',
  'chat.end': 'public',
  // Live replies: the visitor's own words, who can answer now, the stream's ticket and the stream (the ticket is the key).
  'chat.say': 'public',
  'chat.presence': 'public',
  'chat.ticket': 'public',
  'chat.watch': 'public',
  // The firm's facts every page shows (name, phones, address, attorneys).
  'settings.public': 'public',
  'settings.attorneyProfiles': 'public',

  // Any signed-in account, even one waiting for approval: two-factor setup stays open to staff told to turn it on.
  'auth.signOut': 'user',
  'account.updatePassword': 'user',
  'account.updateProfile': 'user',
  'account.twoFactorStatus': 'user',
  'account.startTwoFactor': 'user',
  'account.enableTwoFactor': 'user',
  'account.disableTwoFactor': 'user',

  // Editors and administrators: the content.
  'posts.adminList': 'staff',
  'posts.categories': 'staff',
  'posts.byId': 'staff',
  'posts.create': 'staff',
  'posts.update': 'staff',
  'posts.delete': 'staff',
  'posts.revisions': 'staff',
  'posts.revision': 'staff',
  'posts.restore': 'staff',
  'posts.stats': 'staff',
  'resources.adminList': 'staff',
  'resources.byId': 'staff',
  'resources.create': 'staff',
  'resources.update': 'staff',
  'resources.delete': 'staff',
  'resources.revisions': 'staff',
  'resources.revision': 'staff',
  'resources.restore': 'staff',
  'media.list': 'staff',
  'media.get': 'staff',
  'media.updateAlt': 'staff',
  'media.delete': 'staff',
  'media.removeUnused': 'staff',

  // Administrators only: the team, prospective clients' inquiries and live chats (private), the audit log and the firm's settings.
  'team.list': 'admin',
  'team.setRole': 'admin',
  'team.resetTwoFactor': 'admin',
  'team.twoFactorRequired': 'admin',
  'team.setTwoFactorRequired': 'admin',
  'team.invite': 'admin',
  'team.invitations': 'admin',
  'team.revokeInvitation': 'admin',
  'inquiries.list': 'admin',
  'inquiries.setHandled': 'admin',
  'inquiries.delete': 'admin',
  'inquiries.conversation': 'admin',
  'inquiries.urgent': 'admin',
  'inquiries.acknowledgeUrgent': 'admin',
  'inquiries.calledBack': 'admin',
  'inbox.list': 'admin',
  'inbox.waiting': 'admin',
  'inbox.conversation': 'admin',
  'inbox.reply': 'admin',
  'inbox.close': 'admin',
  'inbox.presence': 'admin',
  'inbox.setPresence': 'admin',
  'inbox.watch': 'admin',
  'audit.list': 'admin',
  'settings.get': 'admin',
  'settings.update': 'admin',
  'settings.checklist': 'admin',
  // The firm's consultations: the week per attorney (with the visitors' answers), attendance, cancellations, blocked time, calendar feeds.
  'bookings.week': 'admin',
  'bookings.setStatus': 'admin',
  'bookings.cancel': 'admin',
  'bookings.block': 'admin',
  'bookings.feeds': 'admin',
  'bookings.resetFeed': 'admin',
};

export interface RouteRule {
  /** 'procedures': the tRPC endpoint, where each procedure's own level applies. */
  access: Access | 'procedures';
  /** The origin rule of server/access.ts the route applies, when it checks one. */
  origin?: OriginRule;
  /** An address to call it at, for a path with parameters. */
  sample?: string;
  /** The body to send with a POST, when the route takes something other than an HTML form's. */
  body?: { contentType: string; payload: string };
  what: string;
}

const LOCALES = ['', '/es', '/fr'] as const;
const perLocale = (path: string, rule: RouteRule): Record<string, RouteRule> =>
  Object.fromEntries(LOCALES.map((l) => [path.replace('{locale}', l), { ...rule, ...(rule.sample ? { sample: rule.sample.replace('{locale}', l) } : {}) }]));

/**
 * Every plain route, as `METHOD path` (Fastify's own HEAD twin of each GET is left out). The built client's
 * files are one route each: they are the STATIC_FILES entry.
 */
export const STATIC_FILES = 'GET /{file of the client build}';

export const ROUTES: Record<string, RouteRule> = {
  'GET /trpc/:path': { access: 'procedures', sample: '/trpc/auth.me', what: 'tRPC queries' },
  'POST /trpc/:path': { access: 'procedures', origin: 'if-sent', sample: '/trpc/auth.signOut', body: { contentType: 'application/json', payload: '{}' }, what: 'tRPC mutations' },
  // tRPC's Fastify adapter takes every method; it answers these with an error, before any procedure runs.
  ...Object.fromEntries(
    ['DELETE', 'OPTIONS', 'PATCH', 'PUT', 'QUERY', 'TRACE'].map((m) => [`${m} /trpc/:path`, { access: 'public', sample: '/trpc/auth.me', what: 'not a tRPC method' } satisfies RouteRule]),
  ),
  'POST /api/media': {
    access: 'staff',
    origin: 'fetch-metadata',
    body: { contentType: 'multipart/form-data; boundary=x', payload: '--x--\r\n' },
    what: 'image upload',
  },
  'GET /media/:id/:dims/:file': { access: 'public', sample: '/media/00000000-0000-4000-8000-000000000001/1x1/480.jpg', what: 'stored image copies' },
  'GET /admin/export.zip': { access: 'public', what: 'says to use the Export button (405)' },
  'POST /admin/export.zip': { access: 'admin', origin: 'required', what: 'site export (ZIP)' },
  'GET /admin/inquiries.csv': { access: 'admin', origin: 'fetch-metadata', what: 'inquiries export (CSV)' },
  'GET /admin/analytics.csv': { access: 'staff', origin: 'fetch-metadata', sample: '/admin/analytics.csv?from=2026-11-01&to=2026-11-28', what: 'analytics export (CSV, daily totals)' },
  'POST /count': { access: 'public', body: { contentType: 'text/plain;charset=UTF-8', payload: '{"p":"/"}' }, what: "the page's counting beacon (adds to daily totals only)" },
  'GET /on-call/:token': { access: 'public', sample: '/on-call/not-a-token', what: "urgent chat alert (the token is the key)" },
  'POST /on-call/:token': { access: 'public', sample: '/on-call/not-a-token', what: "'I'm on it' (the token is the key)" },
  'GET /calendar/:file': { access: 'public', sample: '/calendar/not-a-token.ics', what: "an attorney's calendar feed (the token is the key)" },
  'GET /healthz': { access: 'public', what: 'health check (the same as /readyz)' },
  'GET /livez': { access: 'public', what: 'liveness: the process answers (no database)' },
  'GET /readyz': { access: 'public', what: 'readiness: the database answers, not draining' },
  'GET /robots.txt': { access: 'public', what: 'robots' },
  'GET /site.webmanifest': { access: 'public', what: 'web app manifest' },
  'GET /sitemap.xml': { access: 'public', what: 'sitemap index' },
  'GET /sitemap-pages.xml': { access: 'public', what: 'sitemap of pages' },
  'GET /sitemap-posts-:n.xml': { access: 'public', sample: '/sitemap-posts-1.xml', what: 'sitemap of posts' },
  ...perLocale('GET {locale}/blog/rss.xml', { access: 'public', what: 'RSS feed' }),
  ...perLocale('GET {locale}/auth/reset/:token', { access: 'public', sample: '{locale}/auth/reset/token', what: 'e-mailed reset link' }),
  ...perLocale('GET {locale}/auth/confirm/:token', { access: 'public', sample: '{locale}/auth/confirm/token', what: 'e-mailed confirmation link' }),
  ...perLocale('GET {locale}/auth/invite/:token', { access: 'public', sample: '{locale}/auth/invite/token', what: 'e-mailed invitation link' }),
  ...perLocale('POST {locale}/auth', { access: 'public', origin: 'form', what: 'sign-in page forms without scripts' }),
  ...perLocale('POST {locale}/contact', { access: 'public', origin: 'form', what: 'contact form without scripts' }),
  ...perLocale('POST {locale}/book', { access: 'public', origin: 'form', what: 'booking form without scripts' }),
  ...perLocale('POST {locale}/book/change/:token', {
    access: 'public',
    origin: 'form',
    sample: '{locale}/book/change/token',
    what: "a booking's move or cancellation without scripts (the e-mailed token is the key)",
  }),
  'GET /*': { access: 'public', sample: '/', what: 'pages (rendered on the server)' },
  [STATIC_FILES]: { access: 'public', what: 'scripts, styles, images' },
};

const LEVEL: Record<Access | 'procedures', string> = {
  public: 'anyone',
  user: 'signed in (any account)',
  staff: 'staff (editor or admin) ¹',
  admin: 'admin ¹',
  procedures: "each procedure's level",
};

const ORIGIN: Record<OriginRule, string> = {
  'if-sent': 'site Origin when sent',
  'fetch-metadata': 'site Origin, or Sec-Fetch-Site not cross-site',
  form: 'site Origin, or Sec-Fetch-Site: same-origin',
  required: 'site Origin required',
};

/** The README's "Who may call what" section body: generated, never edited by hand. */
export function accessTableMarkdown(): string {
  const byLevel = (level: Access) =>
    Object.entries(PROCEDURES)
      .filter(([, a]) => a === level)
      .map(([p]) => `\`${p}\``)
      .join(', ');
  const lines = [
    '| Procedures | Who |',
    '| --- | --- |',
    ...(['public', 'user', 'staff', 'admin'] as const).map((level) => `| ${byLevel(level)} | ${LEVEL[level]} |`),
    '',
    '| Route | What | Who | Origin |',
    '| --- | --- | --- | --- |',
    ...Object.entries(ROUTES).map(([route, r]) => `| \`${route}\` | ${r.what} | ${LEVEL[r.access]} | ${r.origin ? ORIGIN[r.origin] : ''} |`),
    '',
    '¹ When an administrator requires two-factor for all staff, staff without it get 403 until they turn it on',
    '(their own account procedures stay open for that).',
  ];
  return lines.join('\n');
}

export const README_START = '<!-- access-table: generated from tests/integration/access-table.ts -->';
export const README_END = '<!-- /access-table -->';
