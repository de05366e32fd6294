import { Flex } from '@radix-ui/themes';
import { Link, useLocation } from 'wouter';
import { useI18nContext } from '../../lib/i18n';
import { LOCALES, localizedPath } from '../../shared/locales';

/** Links to the same page in each language (DESIGN 5); the target URL itself carries the choice. */
export function LanguageSwitch() {
  const { LL, locale } = useI18nContext();
  const [path] = useLocation();
  return (
    <Flex gap="1" role="group" aria-label={LL.nav.language()} className="lang-switch">
      {LOCALES.map((l) => (
        <Link
          key={l}
          href={`~${localizedPath(l, path)}`}
          hrefLang={l}
          lang={l}
          aria-current={l === locale ? 'true' : undefined}
          onClick={() => {
            document.cookie = `lang=${l}; path=/; max-age=31536000; samesite=lax`;
          }}
        >
          {l.toUpperCase()}
        </Link>
      ))}
    </Flex>
  );
}
