import { useEffect, type ReactNode } from 'react';
import TypesafeI18n, { useI18nContext } from '../i18n/i18n-react';
import { loadLocaleAsync } from '../i18n/i18n-util.async';
import type { Locale } from '../shared/locales';

/** Keeps typesafe-i18n on the locale of the URL, loading a catalogue the first time it is needed. */
function LocaleSync({ locale }: { locale: Locale }) {
  const { locale: current, setLocale } = useI18nContext();
  useEffect(() => {
    if (locale === current) return;
    let cancelled = false;
    void loadLocaleAsync(locale).then(() => {
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
