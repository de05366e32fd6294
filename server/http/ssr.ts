import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageCache } from './page-cache';
import superjson from 'superjson';
import type { render as renderFn } from '../../src/entry-server';
import { createInnerContext, resolveSession, type AppDeps } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { isClientOnly, localizedPath, splitLocale } from '../../src/shared/locales';

/** Renders every client route to HTML: public pages with their data, admin pages as a client-only shell. */
export async function registerSsr(app: FastifyInstance, deps: AppDeps, dist: string, cache: PageCache): Promise<void> {
  const template = await fs.readFile(path.join(dist, 'client', 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(path.join(dist, 'server', 'entry-server.js')).href)) as { render: typeof renderFn };

  app.get('/*', async (req, reply) => {
    // DESIGN 5: the language switch remembers the choice; an unprefixed (English) URL sends a visitor who
    // chose Spanish or French to the same page in that language. The EN link resets the cookie first.
    const preferred = req.cookies.lang;
    const [pathname = '/', query] = req.url.split('?', 2) as [string, string | undefined];
    if ((preferred === 'es' || preferred === 'fr') && splitLocale(pathname).locale === 'en' && !isClientOnly(pathname) && !pathname.startsWith('/auth')) {
      return reply.header('vary', 'Cookie').redirect(`${localizedPath(preferred, pathname)}${query ? `?${query}` : ''}`, 302);
    }
    // A database outage must not take the pages down with it: render as a visitor; data loads in the browser once it is back.
    const anonymous = !req.cookies[deps.sessions.cookieName];
    const cached = anonymous ? cache.get(req.url) : undefined;
    if (cached) return sendPage(reply, cached.status, cached.html);

    const { session, user } = await resolveSession(deps, req, reply).catch((err: unknown) => {
      req.log.warn({ err }, 'session lookup failed while rendering; rendering as a visitor');
      return { session: null, user: null };
    });
    const ctx = createInnerContext({ deps, user, session });
    const helpers = createServerSideHelpers({ router: appRouter, ctx, transformer: superjson });
    const result = await entry.render({ url: req.url, helpers, publicUrl: deps.config.publicUrl });
    if (result.kind === 'redirect') return reply.redirect(result.location, 301);

    const html = template
      .replace('<html lang="en">', `<html lang="${result.locale}">`)
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-ssr-->', result.clientOnly ? 'false' : 'true')
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-state-->', () => result.stateScript);
    if (anonymous && !user) cache.set(req.url, { status: result.status, html });
    return sendPage(reply, result.status, html);
  });
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie').send(html);
}
