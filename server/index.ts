import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './open-database';

import { startWorker, type QueueWorker } from './jobs/worker';
import { FIRM_DEFAULTS, getFirmSettings } from './services/firm-settings';
import { createAppDeps } from './deps';
import { placeholderFields } from '@shared/schemas/firm';

const bootLog = {
  info: (m: string) => console.log(`[start] ${m}`),
  warn: (m: string) => console.warn(`[start] ${m}`),
};

/** The first line of every start says which mode this is and what that means for data and e-mail. */
function describeMode(config: Config): string {
  const outbox = path.join(config.dataDir, 'outbox');
  const database = config.databaseUrl ? 'the database at DATABASE_URL' : `an embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`;
  const mail = config.smtpUrl ? 'e-mail sent through SMTP_URL' : `e-mail written to ${outbox} instead of sent`;
  if (config.mode === 'demo') {
    return `demo mode (SITE_MODE=demo, as npm start sets): ${database}, ${config.seedDemo ? 'demo content, ' : ''}${mail}. For trying the site on this machine, not for production (README: Deployment).`;
  }
  const overrides = [
    !config.databaseUrl && 'ALLOW_EMBEDDED_DATABASE',
    !config.publicUrl.startsWith('https://') && 'ALLOW_HTTP_PUBLIC_URL',
    !config.smtpUrl && 'ALLOW_MAIL_OUTBOX',
  ].filter(Boolean);
  const allowed = overrides.length ? ` Demo fallbacks allowed by ${overrides.join(', ')}.` : '';
  return `${config.mode} mode: ${database}, ${mail}, public address ${config.publicUrl}.${allowed}`;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  bootLog.info(describeMode(config));

  const started = Date.now();
  const database = await openConfiguredDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: bootLog, migrate: config.migrateOnStart, poolMax: config.databasePoolMax });
  bootLog.info(
    `database ready (${database.embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}${config.migrateOnStart ? ', migrated' : ', MIGRATE_ON_START=false'}) in ${Date.now() - started} ms`,
  );

  if (config.seedDemo) {
    // The demo content (2,800 lines) is its own chunk of the built server, loaded only when asked for.
    const { seedDemo } = await import('./demo/seed');
    const seeded = await seedDemo(database.db, config.seedAdmin);
    if (seeded.posts || seeded.resources) bootLog.info(`demo content seeded: ${seeded.posts} posts, ${seeded.resources} resources`);
    if (seeded.admin === 'created') {
      const which = config.seedAdmin.password === DEMO_ADMIN_PASSWORD ? 'the demo password in README.md' : 'SEED_ADMIN_PASSWORD';
      bootLog.info(`admin account created: ${config.seedAdmin.email}, password from ${which} (sign in at ${config.publicUrl}/auth)`);
    } else if (seeded.admin === 'address-taken') {
      bootLog.warn(`no admin exists and ${config.seedAdmin.email} belongs to another account: create one with npm run user:create`);
    }
  }

  // A new production site starts with the demo firm's details until an administrator replaces them: say so
  // at every start, not only in the admin, so the people deploying it see it too.
  if (config.mode === 'production') {
    const { data } = await getFirmSettings(database.db, { fresh: true });
    const left = placeholderFields(data, FIRM_DEFAULTS);
    if (left.length > 0) {
      bootLog.warn(
        `the firm's details still hold demo values (${left.map((p) => p.label).join(', ')}): an administrator replaces them at ${config.publicUrl}/admin/settings, which lists what is left before going live`,
      );
    }
  }

  const deps = createAppDeps(config, database);
  const lifecycle = { draining: false };
  const app = await buildApp({ deps, sql: database.sql, dist: config.clientDist, lifecycle });

  const { mailer } = deps;
  let worker: QueueWorker | undefined;
  if (config.workerConcurrency > 0) {
    worker = await startWorker({ url: database.url, concurrency: config.workerConcurrency, deps: { db: database.db, mailer, config, log: app.log.child({ queue: true }), changes: deps.changes } });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // SHUTDOWN_DRAIN_MS: still serving, /healthz 503 and connections closed after each answer, so the proxy
    // stops choosing this instance before it refuses connections.
    lifecycle.draining = true;
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await worker?.stop();
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
  console.error('[start] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
