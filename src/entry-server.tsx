import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import superjson from 'superjson';
import type { SsrContext } from 'wouter';
import { loadAllLocales } from './i18n/i18n-util.sync';
import { loadErrorTexts } from './lib/error-texts';
import { loadFormMessages } from './lib/posted-form';
import type { HeadCollector } from './lib/head';
import { headTags, jsonForScript } from './lib/head-tags';
import { Root } from './Root';
import { loadPage } from './page-loader';
import { isClientOnly, NOT_FOUND_PAGE, pageOf, prefetchPage, type PageModule, type ServerHelpers } from './route-manifest';
import { splitLocale, type Locale } from '@shared/locales';
import type { PostedForm } from '@shared/posted-form';

loadAllLocales();

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  helpers: ServerHelpers;
  publicUrl: string;
  /** The page answers a form (server/routes/forms.ts): rendered in that form's state. */
  posted?: PostedForm | null;
}

export type RenderOutput =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      locale: Locale;
      head: string;
      html: string;
      stateScript: string;
      clientOnly: boolean;
      /** The page module rendered (the server links its chunks' stylesheets); none for the admin shell. */
      page: PageModule | null;
    };

export async function render(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url, 'http://localhost');
  const { locale, path } = splitLocale(url.pathname);

  if (isClientOnly(url.pathname)) {
    return {
      kind: 'page',
      status: 200,
      locale: 'en',
      head: headTags({ title: 'Admin', noindex: true }, { publicUrl: input.publicUrl, locale: 'en', path: url.pathname }),
      html: '',
      stateScript: '',
      clientOnly: true,
      page: null,
    };
  }

  // The not-found page too: any route may end up rendering it (an address with characters no page holds).
  const page = pageOf(url.pathname);
  await Promise.all([prefetchPage(input.helpers, url.pathname, url.search.slice(1)), loadPage(page), loadPage(NOT_FOUND_PAGE), loadFormMessages(), loadErrorTexts(locale)]);
  const context: SsrContext = {};
  const head: HeadCollector = {};
  const queryClient = input.helpers.queryClient;
  const html = renderToString(
    <Root
      queryClient={queryClient}
      ssr={{ path: url.pathname, search: url.search.slice(1), context, head }}
      posted={input.posted ?? null}
    />,
  );
  if (context.redirectTo) return { kind: 'redirect', location: context.redirectTo.replace(/^~/, '') };

  const state = jsonForScript(superjson.stringify(dehydrate(queryClient)));
  return {
    kind: 'page',
    status: context.statusCode ?? 200,
    locale,
    head: headTags(head.meta ?? { title: '' }, { publicUrl: input.publicUrl, locale, path }),
    html,
    stateScript:
      `<script type="application/json" id="__STATE__">${state}</script>` +
      (input.posted ? `\n<script type="application/json" id="__POSTED__">${jsonForScript(JSON.stringify(input.posted))}</script>` : ''),
    clientOnly: false,
    page,
  };
}
