import { use, useEffect, type ReactNode } from 'react';
import TypesafeI18n, { useI18nContext } from '../i18n/i18n-react';
import { useRouter } from 'wouter';
import { loadNamespace, loadNamespacesLike, loadStrings, namespaceLoaded, type PageNamespace } from './i18n-strings';
import { splitLocale, type Locale } from '@shared/locales';

/** Keeps typesafe-i18n on the locale of the URL, loading a catalogue the first time it is needed. */
function LocaleSync({ locale }: { locale: Locale }) {
  const { locale: current, setLocale } = useI18nContext();
  useEffect(() => {
    if (locale === current) return;
    let cancelled = false;
    // The page's strings (with the namespaces it shows) and the server's refusals in that language
    // (src/lib/error-texts.ts), before switching.
    void Promise.all([loadStrings(locale), ...loadNamespacesLike(current, locale), import('./error-texts').then((m) => m.loadErrorTexts(locale))]).then(() => {
      if (!cancelled) setLocale(locale);
    });
    return () => {
      cancelled = true;
    };
  }, [locale, current, setLocale]);
  return null;
}

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <TypesafeI18n locale={locale}>
      <LocaleSync locale={locale} />
      {children}
    </TypesafeI18n>
  );
}

export { useI18nContext };

/**
 * For a page that shows a namespace of strings (its route's `strings`, src/route-manifest.ts): renders `children`
 * once the namespace of the current language has loaded (src/lib/i18n-strings.ts), suspending until then; `LL`
 * then has it. A component of its own, with no hook after `use`: React replays a suspended component's hooks,
 * and one that skips `use` on the replay (the strings have arrived) cannot mount the hooks that follow.
 */
export function WithStrings({ namespace, children }: { namespace: PageNamespace; children: ReactNode }) {
  const { locale } = useI18nContext();
  if (!namespaceLoaded(locale, namespace)) use(loadNamespace(locale, namespace));
  return children;
}

/**
 * The language of the page's address (`/es/blog` -> 'es'), read from the router's base. Content queries use it
 * rather than the interface catalogue's locale, which follows a moment later while a catalogue loads, so a
 * page never asks for one language's posts and then another's.
 */
export function usePageLocale(): Locale {
  const { base } = useRouter();
  return splitLocale(base || '/').locale;
}
