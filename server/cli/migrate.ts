/** npm run db:migrate: applies drizzle/ migrations to DATABASE_URL (or the embedded database). The server also does this at start. */
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../open-database';

const config = loadConfig();
const database = await openConfiguredDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: console });
console.log('migrations applied');
await database.close();
