import { Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { postPath, type Locale } from '@shared/locales';

/** Each offer written in the language it leads to, whatever the page's language: a reader finds their own. */
export const READ_IN: Record<Locale, string> = {
  en: 'Read this in English',
  es: 'Leer este artículo en español',
  fr: 'Lire cet article en français',
};

/** 'Read this in English / Español / Français': one link per translation that exists, at its own address. */
export function PostTranslations({ translations, label }: { translations: { locale: Locale; slug: string }[]; label: string }) {
  if (translations.length === 0) return null;
  return (
    <nav aria-label={label} className="post-translations">
      <Text as="p" size="2">
        {translations.map((t, i) => (
          <span key={t.locale}>
            {i > 0 ? ' · ' : null}
            <Link href={`~${postPath(t.locale, t.slug)}`} lang={t.locale} hrefLang={t.locale}>
              {READ_IN[t.locale]}
            </Link>
          </span>
        ))}
      </Text>
    </nav>
  );
}
