import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import type { render as renderFn } from '../../src/entry-server';
import en from '../../src/i18n/en/errorPage';
import es from '../../src/i18n/es/errorPage';
import fr from '../../src/i18n/fr/errorPage';
import { escapeHtml } from '@shared/html';
import { isClientOnly, matchPage } from '../../src/route-manifest';
import { localizedPath, splitLocale, type Locale } from '@shared/locales';
import type { PostedForm } from '@shared/posted-form';
import { BOOKING_PAGE_PARAMS } from '@shared/booking/page-params';
import { createInnerContext } from '../trpc/context';
import { resolveSession } from '../access';
import type { AppDeps } from '../deps';
import { appRouter } from '../trpc/router';
import { canonicalPageUrl, compressedAnswer, sendCached, type CachedAnswer, type PageCache } from '../pages/cache';
import { loadPageAssets } from '../pages/assets';

/** Pages for signed-in people are theirs alone: no browser history copy, no shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The error page's own strings (a namespace of the catalogues), not the whole catalogues. */
const TEXTS: Record<Locale, { title: string; text: string; reference: string; home: string }> = { en, es, fr };

/** The page's language from the raw URL, even one that cannot be decoded. */
export function localeOfUrl(url: string): Locale {
  return splitLocale(url.split('?', 1)[0] ?? '/').locale;
}

/**
 * The answer when rendering itself failed: a small page in the page's language, with the request id to
 * quote, needing nothing that could have failed (no React, no data, no script).
 */
export function serverErrorPage(locale: Locale, requestId: string): string {
  const t = TEXTS[locale];
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">',
    `<h1>${escapeHtml(t.title)}</h1>`,
    `<p>${escapeHtml(t.text)}</p>`,
    `<p><small>${escapeHtml(t.reference)}: ${escapeHtml(requestId)}</small></p>`,
    `<p><a href="${localizedPath(locale, '/')}">${escapeHtml(t.home)}</a></p>`,
    '</body></html>',
  ].join('\n');
}

export interface PageRenderer {
  /** The 404 page in the URL's language, for requests whose URL cannot even be decoded. */
  notFound(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /**
   * The page at `url` (path and query) rendered in a form's answered state, for the person of the request:
   * never cached by anyone (it may show what they typed).
   */
  answer(req: FastifyRequest, reply: FastifyReply, url: string, posted: PostedForm, status?: number): Promise<FastifyReply>;
}

/**
 * Decides, before a page is rendered, whether the request is the end of a form's journey (server/routes/forms.ts):
 * a redirect to send, a form state to render the page in, or nothing (the page as everyone sees it). A promise when
 * the state needs the database (an invitation link's page shows what it offers).
 */
type PageState = { redirect: string } | { posted: PostedForm } | null;
export type PageStateOf = (req: FastifyRequest, reply: FastifyReply) => PageState | Promise<PageState>;

/** Renders every client route to HTML: public pages with their data, admin pages as a client-only shell. */
/**
 * `pages`: anonymous visitors' pages, cleared by every content change. `bookings`: the booking pages (free times,
 * route `fresh: 'bookings'`), cleared by every booking change and settings change, and kept at most BOOKING_PAGE_MS.
 */
export interface SsrCaches {
  pages: PageCache;
  bookings: PageCache;
}

export async function registerSsr(app: FastifyInstance, deps: AppDeps, dist: string, caches: SsrCaches, stateOf: PageStateOf = () => null): Promise<PageRenderer> {
  const template = await fs.readFile(path.join(dist, 'client', 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(path.join(dist, 'server', 'entry-server.js')).href)) as { render: typeof renderFn };
  const assets = loadPageAssets(path.join(dist, 'client'));

  /** `complete`: every query the page read on the server succeeded (a page showing a failure is never cached). */
  type Rendered = { kind: 'redirect'; location: string } | { kind: 'page'; status: number; html: string; complete: boolean };

  async function render(
    req: FastifyRequest,
    url: string,
    user: Parameters<typeof createInnerContext>[0]['user'],
    session: Parameters<typeof createInnerContext>[0]['session'],
    posted: PostedForm | null = null,
  ): Promise<Rendered> {
    const ctx = createInnerContext({ deps, user, session, log: req.log });
    const helpers = createServerSideHelpers({ router: appRouter, ctx, transformer: superjson });
    // An absolute URL: `//evil.example` is a path here (a 404), not a host, as it is for the browser's router.
    const result = await entry.render({ url: `http://localhost${url}`, helpers, publicUrl: deps.config.publicUrl, posted });
    if (result.kind === 'redirect') return result;
    const html = template
      .replace('<html lang="en">', `<html lang="${result.locale}">`)
      // The template's own </head>, before the page's head (whose text is the page's) goes in.
      .replace('</head>', () => `${assets.linksFor(result.page)}\n</head>`)
      .replace('<!--app-head-->', () => result.head)
      .replace('<!--app-ssr-->', result.clientOnly ? 'false' : 'true')
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-state-->', () => result.stateScript);
    const complete = !helpers.queryClient.getQueryCache().getAll().some((q) => q.state.status === 'error');
    return { kind: 'page', status: result.status, html, complete };
  }

  function failed(req: FastifyRequest, reply: FastifyReply, err: unknown, cacheControl: string) {
    // Logged here, once, with the request id; the error handler never sees it.
    req.log.error({ err }, 'page rendering failed');
    return sendPage(reply, 500, serverErrorPage(localeOfUrl(req.url), req.id), cacheControl);
  }

  app.get('/*', async (req, reply) => {
    // Decision 0011: the language switch remembers the choice; an unprefixed (English) URL sends a visitor who
    // chose Spanish or French to the same page in that language. The EN link resets the cookie first.
    const preferred = req.cookies.lang;
    const [pathname = '/', query] = req.url.split('?', 2) as [string, string | undefined];
    // A form's answer (a redirect after success, the page in a form's state) comes before everything else.
    const state = await stateOf(req, reply);
    if (state && 'redirect' in state) return reply.header('cache-control', PRIVATE_NO_STORE).redirect(state.redirect, 303);
    if (state) return answer(req, reply, req.url, state.posted);
    if ((preferred === 'es' || preferred === 'fr') && splitLocale(pathname).locale === 'en' && !isClientOnly(pathname) && !pathname.startsWith('/auth')) {
      return reply.header('vary', 'Cookie').redirect(`${localizedPath(preferred, pathname)}${query ? `?${query}` : ''}`, 302);
    }
    // Anything personal bypasses the cache and is never stored by anyone else either.
    const fresh = matchPage(splitLocale(pathname).path)?.route.fresh;
    const personal = Boolean(req.cookies[deps.sessions.cookieName]) || fresh === true;
    if (!personal) {
      // One entry per page, whatever tracking parameters ride along; rendered from that same URL.
      const [cache, key] = fresh === 'bookings' ? [caches.bookings, canonicalPageUrl(req.url, BOOKING_PAGE_PARAMS)] : [caches.pages, canonicalPageUrl(req.url)];
      const cached = cache.get(key);
      if (cached) return sendCached(req, pageHeaders(reply, 'no-cache'), cached);
      const generation = cache.generation;
      try {
        // Visitors who miss the same page together wait for one render (PageCache.shared).
        const page = await cache.shared(key, async (): Promise<Rendered | { kind: 'stored'; answer: CachedAnswer }> => {
          const rendered = await render(req, key, null, null);
          // Only whole successful pages are kept (with their compressed variants). A render that began before a
          // content change (cache.clear()) is not stored after it.
          if (rendered.kind === 'redirect' || !rendered.complete || rendered.status !== 200) return rendered;
          const answer = await compressedAnswer(rendered.status, { 'content-type': HTML }, rendered.html);
          cache.set(key, answer, Date.now(), generation);
          return { kind: 'stored', answer };
        });
        if (page.kind === 'redirect') return reply.redirect(page.location, 301);
        if (page.kind === 'page') return sendPage(reply, page.status, page.html, 'no-cache');
        return sendCached(req, pageHeaders(reply, 'no-cache'), page.answer);
      } catch (err) {
        return failed(req, reply, err, 'no-cache');
      }
    }

    // A database outage must not take the pages down with it: render as a visitor; data loads in the browser once it is back.
    const { session, user } = await resolveSession(deps, req, reply).catch((err: unknown) => {
      req.log.warn({ err }, 'session lookup failed while rendering; rendering as a visitor');
      return { session: null, user: null };
    });
    try {
      const page = await render(req, req.url, user, session);
      if (page.kind === 'redirect') return reply.header('cache-control', PRIVATE_NO_STORE).redirect(page.location, 301);
      return sendPage(reply, page.status, page.html, PRIVATE_NO_STORE);
    } catch (err) {
      return failed(req, reply, err, PRIVATE_NO_STORE);
    }
  });

  async function answer(req: FastifyRequest, reply: FastifyReply, url: string, posted: PostedForm, status?: number): Promise<FastifyReply> {
    const { session, user } = await resolveSession(deps, req, reply).catch((err: unknown) => {
      req.log.warn({ err }, 'session lookup failed while rendering; rendering as a visitor');
      return { session: null, user: null };
    });
    try {
      const page = await render(req, url, user, session, posted);
      if (page.kind === 'redirect') return reply.header('cache-control', PRIVATE_NO_STORE).redirect(page.location, 303);
      return sendPage(reply, status ?? page.status, page.html, PRIVATE_NO_STORE);
    } catch (err) {
      return failed(req, reply, err, PRIVATE_NO_STORE);
    }
  }

  return {
    answer,
    async notFound(req, reply) {
      const locale = localeOfUrl(req.url);
      try {
        // Any path no route matches renders the 404 page (HTTP 404) in that language.
        const page = await render(req, localizedPath(locale, '/404'), null, null);
        if (page.kind === 'page') return await sendPage(reply, 404, page.html, 'no-cache');
        throw new Error('the not-found page redirected');
      } catch (err) {
        return failed(req, reply, err, 'no-cache');
      }
    },
  };
}

const HTML = 'text/html; charset=utf-8';

/** A page's answer depends on the session cookie (and on the language cookie, for English addresses). */
function pageHeaders(reply: FastifyReply, cacheControl: string) {
  return reply.header('cache-control', cacheControl).header('vary', 'Cookie');
}

function sendPage(reply: FastifyReply, status: number, html: string, cacheControl: string) {
  return pageHeaders(reply, cacheControl).status(status).header('content-type', HTML).send(html);
}
