// Loaded into the server process by bench/load.ts (NODE_OPTIONS=--import=<this file>): keeps every PageCache the
// server makes (server/pages/cache.ts announces each on the diagnostics channel 'site:page-cache') and writes
// their counters (hits, misses, evictions, bytes and peak bytes) as JSON to PAGE_CACHE_PROBE_OUT on SIGUSR2 (the
// bench asks between its phases) and when the process exits. The server itself never subscribes: without this
// probe nothing is published.
import diagnostics_channel from 'node:diagnostics_channel';
import fs from 'node:fs';

const out = process.env.PAGE_CACHE_PROBE_OUT;
/** @type {{ stats: object }[]} */
const caches = [];
diagnostics_channel.subscribe('site:page-cache', (cache) => caches.push(/** @type {{ stats: object }} */ (cache)));
const write = () => {
  if (out) fs.writeFileSync(out, JSON.stringify(caches.map((c) => c.stats)));
};
process.on('SIGUSR2', write);
process.on('exit', write);
