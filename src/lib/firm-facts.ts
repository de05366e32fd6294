import type { TranslationFunctions } from '../i18n/i18n-types';
import type { Locale } from '@shared/locales';
import type { FirmPublic } from '@shared/schemas/firm';

/**
 * The firm's facts as the site's texts say them (issue 26): where the office is and how soon the firm
 * answers come from /admin/settings, so a firm in Miami edits its settings and every page says Miami.
 */
export function firmPlace(firm: FirmPublic, locale: Locale) {
  return { city: firm.address.city, state: firm.address.stateName[locale], region: firm.address.region };
}

/** "Two attorneys with 15+ and 8 years…", or without years when no attorney gives them. */
export function attorneysExperience(firm: FirmPublic, locale: Locale, LL: TranslationFunctions): string {
  const years = firm.attorneys.map((a) => a.years.trim()).filter(Boolean);
  const count = firm.attorneys.length;
  if (years.length === 0) return LL.why.experienceNoYears({ count });
  return LL.why.experience({ count, years: new Intl.ListFormat(locale, { type: 'conjunction' }).format(years) });
}

/** How soon the firm replies to a written message ("usually the same day"), as the settings say. */
export function responsePromise(firm: FirmPublic, LL: TranslationFunctions): string {
  return LL.responsePromise[firm.responsePromise]();
}
