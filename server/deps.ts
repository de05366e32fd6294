import type { SessionStore } from './auth/lucia';
import type { ContentChanges } from './changes';
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateLimiter } from './services/rate-limit';

/** Long-lived things the app builds once and every request shares. */
export interface AppDeps {
  config: Config;
  db: Db;
  sessions: SessionStore;
  limiter: RateLimiter;
  /** Services announce public content changes here after commit; the caches listen. */
  changes: ContentChanges;
}
