import { useRouter } from 'wouter';
import { splitLocale, type Locale } from '../../shared/locales';

/**
 * The language of the page's address (`/es/blog` -> 'es'), read from the router's base. Content queries use it
 * rather than the interface catalogue's locale, which follows a moment later while a catalogue loads, so a
 * page never asks for one language's posts and then another's.
 */
export function usePageLocale(): Locale {
  const { base } = useRouter();
  return splitLocale(base || '/').locale;
}
