/**
 * Loading the interface strings in the browser (decision 0011, 0013): a language's catalogue (src/i18n/<locale>/
 * index.ts) with any page, and the namespaces only the pages that show them load (src/i18n/<locale>/<namespace>/,
 * listed by their routes' `strings` in src/route-manifest.ts), each before the page first renders in that
 * language: src/main.tsx waits for the page's before hydrating, src/page-loader.tsx starts them with the page's
 * chunk, WithStrings (src/lib/i18n.tsx) suspends until they are there. The server loads everything.
 *
 * typesafe-i18n's `LL` copies a catalogue's top-level entries when it is made (setLocale), so a namespace
 * loaded later would not show through it: each catalogue gets an empty object per page namespace as soon as it
 * loads, and the namespace's strings are copied into that same object when they arrive.
 */
import type { Locales, Translations } from '../i18n/i18n-types';
import { loadedLocales } from '../i18n/i18n-util';
import { importNamespaceAsync, loadLocaleAsync } from '../i18n/i18n-util.async';
import { namespacesOf, type PageNamespace } from '../route-manifest';
import { splitLocale } from '@shared/locales';

export type { PageNamespace };

/** Every namespace a page may load (the others are the server's: e-mails, the error page, error codes). */
const PAGE_NAMESPACES: readonly PageNamespace[] = ['servicePages', 'booking'];

type Dictionary = Record<string, unknown>;
const dictionary = (locale: Locales): Dictionary => ((loadedLocales as Partial<Record<Locales, Translations>>)[locale] ??= {} as Translations) as unknown as Dictionary;
const holder = (locale: Locales, ns: PageNamespace): Dictionary => (dictionary(locale)[ns] ??= {}) as Dictionary;

/** The language's catalogue, with a (still empty) place for each page namespace. */
export async function loadStrings(locale: Locales): Promise<void> {
  await loadLocaleAsync(locale);
  for (const ns of PAGE_NAMESPACES) holder(locale, ns);
}

export function namespaceLoaded(locale: Locales, ns: PageNamespace): boolean {
  return Object.keys(holder(locale, ns)).length > 0;
}

const loads = new Map<string, Promise<void>>();

/** A namespace of the language (the promise is shared by every caller until it has loaded). */
export function loadNamespace(locale: Locales, ns: PageNamespace): Promise<void> {
  const key = `${locale}/${ns}`;
  let promise = loads.get(key);
  if (!promise) {
    promise = importNamespaceAsync(locale, ns).then((strings) => void Object.assign(holder(locale, ns), strings));
    // A failed download may be tried again by the next page that needs it.
    promise.catch(() => loads.delete(key));
    loads.set(key, promise);
  }
  return promise;
}

/** What the page at `pathname` shows: its language's catalogue and the namespaces of its route. */
export async function loadPageStrings(pathname: string): Promise<void> {
  const { locale } = splitLocale(pathname);
  await Promise.all([loadStrings(locale), ...namespacesOf(pathname).map((ns) => loadNamespace(locale, ns))]);
}

/** The page namespaces loaded in `from`, in `to` too (a language switch on a page that shows them). */
export function loadNamespacesLike(from: Locales, to: Locales): Promise<void>[] {
  return PAGE_NAMESPACES.filter((ns) => namespaceLoaded(from, ns)).map((ns) => loadNamespace(to, ns));
}
