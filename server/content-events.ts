import { EventEmitter } from 'node:events';

/**
 * Public content changed in this process (a save through the API, a scheduled post going live): the page
 * cache of this instance listens and clears itself (server/app.ts). Other instances catch up within PAGE_CACHE_MS.
 */
export const contentEvents = new EventEmitter();
export const CONTENT_CHANGED = 'changed';
