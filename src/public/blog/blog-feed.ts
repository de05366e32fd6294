import { feedPath, type Locale } from '@shared/locales';

/** The <head> link of a blog page (list or post) to its language's RSS feed. */
export function blogFeed(locale: Locale, title: string): { title: string; href: string } {
  return { title, href: feedPath(locale) };
}
