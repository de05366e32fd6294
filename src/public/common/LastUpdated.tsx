import { Text } from '@radix-ui/themes';
import { useSyncExternalStore } from 'react';
import { useI18nContext } from '../../lib/i18n';
import type { Locale } from '@shared/locales';

const never = () => () => {};

function today(locale: Locale, timeZone?: string): { label: string; iso: string } {
  const now = new Date();
  const label = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(now);
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);
  return { label, iso: parts };
}

/**
 * 'Last updated' with today's date in the page's language (spec: always the current day). The server
 * renders the UTC day; the browser then shows its own local day without a hydration mismatch, because
 * useSyncExternalStore reads the server snapshot while hydrating and re-renders if the local one differs.
 */
export function LastUpdated() {
  const { LL, locale } = useI18nContext();
  const label = useSyncExternalStore(
    never,
    () => today(locale).label,
    () => today(locale, 'UTC').label,
  );
  const iso = useSyncExternalStore(
    never,
    () => today(locale).iso,
    () => today(locale, 'UTC').iso,
  );
  return (
    <Text as="p" size="3" className="last-updated">
      <time dateTime={iso}>{LL.common.lastUpdated({ date: label })}</time>
    </Text>
  );
}
