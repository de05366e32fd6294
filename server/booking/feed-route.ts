import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { PRIVATE_NO_STORE } from '../plugins/ssr';
import { calendarFeed } from './staff';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * An attorney's private calendar feed (decision 0028), `/calendar/<token>.ics`, for Outlook or Google to
 * subscribe to. The token is the only key ('Reset link' in /admin/bookings replaces it); logs leave it out.
 */
export function registerCalendarFeed(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (req, reply) => {
    const token = req.params.file.replace(/\.ics$/, '');
    const feed = TOKEN.test(token) ? await calendarFeed(deps.db, token, new URL(deps.config.publicUrl).host) : null;
    if (!feed) return reply.status(404).header('cache-control', PRIVATE_NO_STORE).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', PRIVATE_NO_STORE).header('x-robots-tag', 'noindex').type('text/calendar; charset=utf-8').send(feed);
  });
}
