import path from 'node:path';
import pino from 'pino';
import type postgres from 'postgres';
import { createSessionStore, type SessionStore } from './auth/lucia';
import { createSharedContentChanges, type ContentChanges } from './realtime/changes';
import type { Config } from './config';
import type { Db } from './db/client';
import { createChatBus } from './realtime/bus';
import { createLiveHub, type LiveHub } from './realtime/hub';
import { loggerOptions } from './logging';
import { createMailer, type Mailer } from './services/mail';
import { createUploadQueue, type MediaDeps } from './services/media';
import { createMediaStorage } from './services/media-storage';
import { createRateLimiter, type RateLimiter } from './services/rate-limit';
import { createPageCounter, type PageCounter } from './analytics/counter';
import { createDailySecrets } from './analytics/visitors';

/** Long-lived things the app builds once and every request shares. */
export interface AppDeps {
  config: Config;
  db: Db;
  sessions: SessionStore;
  limiter: RateLimiter;
  /** Services announce public content changes here after commit; the caches of every instance listen. */
  changes: ContentChanges;
  /** Live chat streams of this instance: signals from every instance, presence, caps (decision 0021). */
  live: LiveHub;
  /** Where images are kept (DATA_DIR or S3) and this instance's queue of uploads in processing (decision 0014). */
  media: MediaDeps;
  /** E-mail out: SMTP_URL, or (demo) files in DATA_DIR/outbox. The queue's worker sends with it. */
  mailer: Mailer;
  /** Page views counted in memory and written in batches (decision 0029); the app flushes it when it closes. */
  counter: PageCounter;
}

/** The deps of one instance on `db` (its pool `sql` also holds the listening connection of content changes and live chat). */
export function createAppDeps(
  config: Config,
  database: { db: Db; sql: postgres.Sql },
  opts: { uploads?: Parameters<typeof createUploadQueue>[0]; mailer?: Mailer } = {},
): AppDeps {
  return {
    config,
    db: database.db,
    sessions: createSessionStore(database.db, { secureCookies: config.secureCookies }),
    limiter: createRateLimiter(database.db),
    changes: createSharedContentChanges(database.sql),
    live: createLiveHub({ db: database.db, bus: createChatBus(database.sql), limits: config.chatStreams }),
    media: { storage: createMediaStorage(config), uploads: createUploadQueue(opts.uploads) },
    mailer:
      opts.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: pino(loggerOptions(config.logLevel)).child({ mail: true }) }),
    counter: createPageCounter(database.db, createDailySecrets(database.db), { site: new URL(config.publicUrl).hostname }),
  };
}
