import proxyAddr from '@fastify/proxy-addr';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Every variable is listed in .env.example.
 * A bad value stops start-up with a message naming the variable.
 */
/**
 * TRUST_PROXY: the addresses or ranges of the proxies in front of the server, comma-separated (`10.0.0.0/8`,
 * `172.30.0.2`, `loopback`), or `false`. Never a hop count or `true`: those believe X-Forwarded-For from whoever
 * connects, so a client that reaches the server directly (a published port, a pod address) names its own address
 * and escapes every per-address limit.
 */
function trustedProxies(value: string, ctx: z.RefinementCtx): false | string[] {
  if (value.trim() === 'false') return false;
  const list = value.split(',').map((v) => v.trim()).filter(Boolean);
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value.trim() === 'true' || /^\d{1,2}$/.test(value.trim())) {
    return refuse(
      `must name the proxies' addresses or ranges (e.g. 10.0.0.0/8, loopback), not ${value.trim() === 'true' ? 'true' : 'a number of hops'}: that believes X-Forwarded-For from any client that reaches the server directly`,
    );
  }
  try {
    proxyAddr.compile(list);
  } catch (err) {
    return refuse(`must be addresses or ranges such as 10.0.0.0/8, 172.30.0.2 or loopback, comma-separated (${err instanceof Error ? err.message : String(err)})`);
  }
  return list.length ? list : refuse('must name at least one address or range, or be false');
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const bool = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === '1' || v === 'true'),
  z.boolean().optional(),
);

const envSchema = z.object({
  SITE_MODE: z.preprocess(emptyToUndefined, z.enum(['demo', 'production'], { error: 'must be demo or production' }).optional()),
  ALLOW_EMBEDDED_DATABASE: bool,
  ALLOW_HTTP_PUBLIC_URL: bool,
  ALLOW_MAIL_OUTBOX: bool,
  MIGRATE_ON_START: bool,
  WORKER_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(32).default(2)),
  DATABASE_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(500).default(10)),
  INQUIRY_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(36_500).default(730)),
  AUDIT_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(36_500).default(365)),
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.example-law.com' }).optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string').optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Website <no-reply@localhost>')),
  FIRM_INBOX: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').default('intake@localhost')),
  SEED_ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').default('admin@example.com')),
  SEED_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  SEED_DEMO: bool,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  CLIENT_DIST: optionalString,
  PAGE_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(5000)),
  PAGE_CACHE_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(4096).default(32)),
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(0)),
  CHAT_STREAMS_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(20)),
  CHAT_STREAMS_PER_CONVERSATION: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(3)),
  MEDIA_S3_BUCKET: optionalString,
  MEDIA_S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  MEDIA_S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com' }).optional()),
  MEDIA_S3_ACCESS_KEY_ID: optionalString,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalString,
  MEDIA_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://media.example-law.com' }).optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false').transform(trustedProxies)),
});

export type Env = z.infer<typeof envSchema>;

const MB = 1024 * 1024;

export interface Config {
  env: Env['NODE_ENV'];
  /**
   * demo: `npm start` (SITE_MODE=demo), where every local fallback is expected. production: NODE_ENV=production
   * and not the demo, where each fallback must be asked for by its ALLOW_* variable. development / test: anything else.
   */
  mode: 'demo' | 'production' | 'development' | 'test';
  /** Apply migrations at start (MIGRATE_ON_START, default true); false when a deployment step runs them. */
  migrateOnStart: boolean;
  /** Jobs (e-mail, purges) this instance runs at once; 0 = this instance only adds jobs. */
  workerConcurrency: number;
  /** Connections the instance's request pool may open (DATABASE_POOL_MAX); the job queue and live chat add their own. */
  databasePoolMax: number;
  /** Days an inquiry is kept before the purge job deletes it. */
  inquiryRetentionDays: number;
  /** Days an audit-log entry is kept before the purge job deletes it. */
  auditRetentionDays: number;
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  firmInbox: string;
  seedAdmin: { email: string; password: string };
  /** Seed demo content: on by default with the embedded database, opt-in with SEED_DEMO=1 otherwise. */
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  clientDist: string;
  /**
   * The proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or proxy-addr's `loopback`,
   * `linklocal`, `uniquelocal`), or false: then the address that connected is the client's. Rate limits, the
   * audit log and the visitor count use that address.
   */
  trustProxy: false | string[];
  /** How long anonymous visitors may be served a rendered page from memory (0 turns it off). */
  pageCacheMs: number;
  /**
   * The bytes (raw body and its brotli and gzip variants) the page cache and the public API answers' cache may
   * hold (PAGE_CACHE_MB: 65 % pages, 25 % API answers, 10 % booking pages); past it the least recently used go first.
   */
  pageCacheBytes: { pages: number; api: number; bookings: number };
  /**
   * After SIGTERM, how long the instance keeps serving while /healthz says 503 and every answer closes its
   * connection, before it stops accepting connections (a proxy without a preStop hook learns it is leaving).
   */
  shutdownDrainMs: number;
  /** Open live chat streams allowed per instance from one address, and for one conversation (decision 0021). */
  chatStreams: { perAddress: number; perConversation: number };
  /**
   * Where uploaded images are kept: DATA_DIR/media, served at /media (one instance, or a volume every instance
   * shares), or an S3-compatible bucket whose objects are public under MEDIA_PUBLIC_URL (several instances).
   */
  media: MediaStorageConfig;
}

export type MediaStorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint: string | undefined; accessKeyId: string | undefined; secretAccessKey: string | undefined; publicUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEMO_ADMIN_PASSWORD = 'demo-admin-2025';

/**
 * Production refuses the demo's fallbacks unless each is asked for: one sentence per missing or unsafe
 * variable, so an operator fixes them all in one go.
 */
function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  if (!e.DATABASE_URL && !e.ALLOW_EMBEDDED_DATABASE) {
    problems.push('DATABASE_URL is missing: production needs a PostgreSQL connection string (ALLOW_EMBEDDED_DATABASE=1 runs the embedded demo database instead).');
  }
  if (!e.PUBLIC_URL?.startsWith('https://') && !e.ALLOW_HTTP_PUBLIC_URL) {
    problems.push(
      `PUBLIC_URL ${e.PUBLIC_URL ? `is ${e.PUBLIC_URL}, not https` : 'is missing'}: production needs the site's https address, such as https://www.example-law.com (ALLOW_HTTP_PUBLIC_URL=1 accepts http, without Secure cookies).`,
    );
  }
  if (!e.SMTP_URL && !e.ALLOW_MAIL_OUTBOX) {
    problems.push('SMTP_URL is missing: production needs an SMTP server to send e-mail (ALLOW_MAIL_OUTBOX=1 writes e-mail to DATA_DIR/outbox instead).');
  }
  if (e.SEED_DEMO && !e.SEED_ADMIN_PASSWORD) {
    problems.push('SEED_ADMIN_PASSWORD is missing: SEED_DEMO=1 in production creates an admin, and it needs a password of your own.');
  }
  return problems;
}

/** S3 settings come as a set: a half-configured bucket stops start-up in every mode, naming what is missing. */
function mediaProblems(e: Env): string[] {
  const problems: string[] = [];
  if (e.MEDIA_S3_BUCKET && !e.MEDIA_PUBLIC_URL) {
    problems.push('MEDIA_PUBLIC_URL is missing: with MEDIA_S3_BUCKET set, pages need the public address of the bucket (or of a CDN in front of it).');
  }
  if (e.MEDIA_PUBLIC_URL && !e.MEDIA_S3_BUCKET) problems.push('MEDIA_S3_BUCKET is missing: MEDIA_PUBLIC_URL is only used with S3-compatible storage.');
  if (Boolean(e.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(e.MEDIA_S3_SECRET_ACCESS_KEY)) {
    problems.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials.');
  }
  return problems;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const e = parsed.data;
  const media = mediaProblems(e);
  if (media.length) throw new ConfigError(`Invalid media storage configuration:\n${media.map((p) => `  ${p}`).join('\n')}\nSee .env.example.`);
  const mode: Config['mode'] =
    e.SITE_MODE === 'demo' ? 'demo' : e.NODE_ENV === 'production' || e.SITE_MODE === 'production' ? 'production' : e.NODE_ENV;
  if (mode === 'production') {
    const problems = productionProblems(e);
    if (problems.length) {
      throw new ConfigError(
        `Production refuses to start:\n${problems.map((p) => `  ${p}`).join('\n')}\nSee .env.example; \`npm start\` runs the local demo instead.`,
      );
    }
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    mode,
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    workerConcurrency: e.WORKER_CONCURRENCY,
    databasePoolMax: e.DATABASE_POOL_MAX,
    inquiryRetentionDays: e.INQUIRY_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    firmInbox: e.FIRM_INBOX,
    seedAdmin: { email: e.SEED_ADMIN_EMAIL.toLowerCase(), password: e.SEED_ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    clientDist: path.resolve(e.CLIENT_DIST ?? 'dist'),
    pageCacheMs: e.PAGE_CACHE_MS,
    pageCacheBytes: { pages: Math.floor(e.PAGE_CACHE_MB * 0.65 * MB), api: Math.floor(e.PAGE_CACHE_MB * 0.25 * MB), bookings: Math.floor(e.PAGE_CACHE_MB * 0.1 * MB) },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    chatStreams: { perAddress: e.CHAT_STREAMS_PER_ADDRESS, perConversation: e.CHAT_STREAMS_PER_CONVERSATION },
    media:
      e.MEDIA_S3_BUCKET && e.MEDIA_PUBLIC_URL
        ? {
            kind: 's3',
            bucket: e.MEDIA_S3_BUCKET,
            region: e.MEDIA_S3_REGION,
            endpoint: e.MEDIA_S3_ENDPOINT,
            accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
            publicUrl: e.MEDIA_PUBLIC_URL.replace(/\/+$/, ''),
          }
        : { kind: 'local', dir: path.join(path.resolve(e.DATA_DIR), 'media') },
    trustProxy: e.TRUST_PROXY,
  };
}
