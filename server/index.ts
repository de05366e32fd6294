import path from 'node:path';
import { buildApp } from './app';
import { createSessionStore } from './auth/lucia';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { createMailer } from './services/mail';
import { createRateLimiter } from './services/rate-limit';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const bootLog = {
    info: (m: string) => console.log(`[start] ${m}`),
    warn: (m: string) => console.warn(`[start] ${m}`),
  };
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: bootLog });
  bootLog.info(`database ready (${database.embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}) in ${Date.now() - started} ms`);

  if (config.seedDemo) {
    const added = await seedDemo(database.db, config.seedAdmin);
    if (added.posts || added.resources) bootLog.info(`demo content seeded: ${added.posts} posts, ${added.resources} resources`);
    bootLog.info(`demo admin: ${config.seedAdmin.email} / ${config.seedAdmin.password}  (sign in at ${config.publicUrl}/auth)`);
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: { info: (obj, msg) => app.log.info(obj, msg) },
  });
  const deps = {
    config,
    db: database.db,
    sessions: createSessionStore(database.db, { secureCookies: config.secureCookies }),
    mailer,
    limiter: createRateLimiter(database.db),
  };
  const app = await buildApp({ deps, sql: database.sql, dist: config.clientDist });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      mailer.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  bootLog.info(`site ready at ${config.publicUrl} (${Date.now() - started} ms after start)`);
}

main().catch((err: unknown) => {
  console.error('[start] failed:', err);
  process.exit(1);
});
