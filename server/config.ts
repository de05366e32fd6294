import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Every variable is listed in .env.example.
 * A bad value stops start-up with a message naming the variable.
 */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const bool = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === '1' || v === 'true'),
  z.boolean().optional(),
);

const envSchema = z.object({
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
  SEED_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').default('demo-admin-2025')),
  SEED_DEMO: bool,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  CLIENT_DIST: optionalString,
  PAGE_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(5000)),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be true, false, or the number of proxies in front of the server')
      .default('false'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
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
  /** Fastify's trustProxy: only then is X-Forwarded-For believed (rate limits are per client IP). */
  trustProxy: boolean | number;
  /** How long anonymous visitors may be served a rendered page from memory (0 turns it off). */
  pageCacheMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    firmInbox: e.FIRM_INBOX,
    seedAdmin: { email: e.SEED_ADMIN_EMAIL.toLowerCase(), password: e.SEED_ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    clientDist: path.resolve(e.CLIENT_DIST ?? 'dist'),
    pageCacheMs: e.PAGE_CACHE_MS,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : Number(e.TRUST_PROXY),
  };
}
