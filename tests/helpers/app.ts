import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loggerOptions } from '../../server/logging';
import type { MailMessage, Mailer } from '../../server/services/mail';
import { runDueJobs } from '../../server/jobs/worker';
import { createInnerContext } from '../../server/trpc/context';
import { createAppDeps, type AppDeps } from '../../server/deps';
import { createCaller } from '../../server/trpc/router';
import { createTestDatabase, type TestDatabase } from './db';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A mailer that keeps messages in memory, for tests that only need to know what was sent. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (m) => void sent.push(m), close: () => {} };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: TestDatabase;
  /** What the queue's worker sent, once runJobs() has run. */
  mailer: ReturnType<typeof memoryMailer>;
  /** Runs every due job of the queue (e-mail, purge) with the memory mailer, as the server's worker would. */
  runJobs(): Promise<void>;
  /** A tRPC caller as an anonymous visitor (or as `user`), without HTTP. */
  caller(opts?: Parameters<typeof createInnerContext>[0] extends infer O ? Omit<O & object, 'deps'> : never): ReturnType<typeof createCaller>;
  /** A tRPC caller signed in as `userId`, through a real session; `on` another instance's deps (its own announcer). */
  callerAs(userId: string, on?: AppDeps): Promise<ReturnType<typeof createCaller>>;
  close(): Promise<void>;
}

/** `logStream` receives the server's log lines (JSON), through the production logger configuration. */
export async function createTestApp(env: Record<string, string> = {}, opts: { logStream?: DestinationStream } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...env });
  const mailer = memoryMailer();
  const deps = createAppDeps(config, database, { mailer });
  const changes = deps.changes;
  const app = await buildApp({ deps, sql: database.sql, dist: null, logger: opts.logStream ? loggerOptions('info', opts.logStream) : false });
  await app.ready();
  return {
    app,
    deps,
    database,
    mailer,
    runJobs: () => runDueJobs({ url: database.url, deps: { db: database.db, mailer, config, log: app.log, changes } }),
    caller: (opts = {}) => createCaller(createInnerContext({ deps, ...opts })),
    async callerAs(userId, on = deps) {
      const { user, session } = await deps.sessions.validate((await deps.sessions.create(userId)).id);
      return createCaller(createInnerContext({ deps: on, user, session }));
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
