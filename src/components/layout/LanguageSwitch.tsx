import { Link, useLocation } from 'wouter';
import { useI18nContext } from '../../lib/i18n';
import { LOCALES, localizedPath, type Locale } from '../../shared/locales';

const NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** Links to the same page in each language (DESIGN 5); the target URL itself carries the choice. */
export function LanguageSwitch() {
  const { LL, locale } = useI18nContext();
  const [path] = useLocation();
  return (
    <div role="group" aria-label={LL.nav.language()} className="lang-switch">
      {LOCALES.map((l) => (
        <Link
          key={l}
          href={`~${localizedPath(l, path)}`}
          hrefLang={l}
          lang={l}
          title={NAMES[l]}
          aria-current={l === locale ? 'true' : undefined}
          onClick={() => {
            // Remembered for the next visit to a bare URL; the server reads it (DESIGN 5).
            document.cookie = `lang=${l}; path=/; max-age=31536000; samesite=lax`;
          }}
        >
          {l.toUpperCase()}
        </Link>
      ))}
    </div>
  );
}
