import { Link, useLocation, useRoute } from 'wouter';
import { useI18nContext, usePageLocale } from '../../lib/i18n';
import { api } from '../../lib/api';
import { LOCALES, localizedPath, postPath, type Locale } from '@shared/locales';

const NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français' };

/**
 * Where a post page's switch leads: the translation's own address when there is one, else that language's
 * blog (a post's slug differs per language, so the same path under another prefix is not that article).
 * The post page's own query (same input, already in the cache) tells which translations exist.
 */
function usePostTargets(): ((l: Locale) => string) | null {
  const locale = usePageLocale();
  const [isPostPage, params] = useRoute<{ slug: string }>('/blog/:slug');
  const slug = isPostPage ? params.slug : '';
  const post = api.posts.bySlug.useQuery({ slug, locale }, { enabled: isPostPage });
  const data = post.data;
  if (!isPostPage || !data || 'movedTo' in data) return null;
  return (l) => {
    if (l === data.locale) return postPath(data.locale, data.slug);
    const t = data.translations.find((x) => x.locale === l);
    return t ? postPath(t.locale, t.slug) : localizedPath(l, '/blog');
  };
}

/** Links to the same page in each language (decision 0011); the target URL itself carries the choice. */
export function LanguageSwitch() {
  const { LL } = useI18nContext();
  const locale = usePageLocale();
  const [path] = useLocation();
  const postTarget = usePostTargets();
  return (
    <div role="group" aria-label={LL.nav.language()} className="lang-switch">
      {LOCALES.map((l) => (
        <Link
          key={l}
          href={`~${postTarget ? postTarget(l) : localizedPath(l, path)}`}
          hrefLang={l}
          lang={l}
          title={NAMES[l]}
          aria-current={l === locale ? 'true' : undefined}
          onClick={() => {
            // Remembered for the next visit to a bare URL; the server reads it (decision 0011).
            document.cookie = `lang=${l}; path=/; max-age=31536000; samesite=lax`;
          }}
        >
          {l.toUpperCase()}
        </Link>
      ))}
    </div>
  );
}
