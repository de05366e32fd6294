import { localizedPath, type Locale } from '@shared/locales';
import type { AttorneyProfile, FirmPublic, OfficeHoursRow } from '@shared/schemas/firm';
import { DAY_NAMES, dayRuns, type DayCode } from '@shared/week';
import { site } from '@shared/site';

/**
 * schema.org objects for usePageMeta's jsonLd (decision 0012). Addresses on this site are written as paths
 * ('/attorney-profile#alvarez'); headTags makes them absolute from PUBLIC_URL (absoluteJsonLd), so the
 * structured data always names the domain the site is served from. The firm's facts are the ones saved at
 * /admin/settings (useFirm).
 */
const FIRM_ID = '/#firm';

function postalAddress(firm: FirmPublic) {
  return {
    '@type': 'PostalAddress',
    streetAddress: firm.address.street,
    addressLocality: firm.address.city,
    addressRegion: firm.address.region,
    postalCode: firm.address.postalCode,
    addressCountry: firm.address.country,
  } as const;
}

/** Days in the week's order, runs of three or more as a range: Mo-Fr, or Mo,We,Fr. */
export function dayRanges(days: readonly DayCode[]): string {
  return dayRuns(days)
    .map((run) => (run.length >= 3 ? `${run[0]}-${run[run.length - 1]}` : run.join(',')))
    .join(',');
}

/** schema.org's short form ("Mo-Fr 09:00-17:00") and its structured form, from the office hours the firm saved. */
export function openingHours(rows: OfficeHoursRow[]) {
  const short = rows.map((r) => `${dayRanges(r.days)} ${r.opens}-${r.closes}`);
  return {
    openingHours: short.length === 1 ? short[0] : short,
    openingHoursSpecification: rows.map((r) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: r.days.map((d) => DAY_NAMES[d]),
      opens: r.opens,
      closes: r.closes,
    })),
  };
}

const telephone = (firm: FirmPublic) => firm.phoneHref.replace(/^tel:/, '');

export function legalServiceLd(locale: Locale, firm: FirmPublic, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': FIRM_ID,
    name: firm.firmName,
    url: localizedPath(locale, '/'),
    description,
    telephone: telephone(firm),
    email: firm.email,
    image: '/images/og-default.png',
    address: postalAddress(firm),
    areaServed: [firm.address.city, firm.address.stateName.en].map((name) => ({ '@type': 'Place', name })),
    availableLanguage: site.serviceLanguages,
    ...openingHours(firm.officeHours),
    employee: firm.attorneys.map((a) => ({ '@id': `/attorney-profile#${a.id}` })),
  };
}

export function personLd(locale: Locale, firm: FirmPublic, attorney: AttorneyProfile): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `/attorney-profile#${attorney.id}`,
    name: attorney.name.replace(/, Esq\.$/, ''),
    ...(/, Esq\.$/.test(attorney.name) ? { honorificSuffix: 'Esq.' } : {}),
    jobTitle: attorney.text.title,
    description: attorney.text.bio.split(/\n\s*\n/)[0] ?? '',
    image: attorney.image,
    url: localizedPath(locale, '/attorney-profile'),
    telephone: telephone(firm),
    email: firm.email,
    knowsLanguage: attorney.text.languages.split(/\s*,\s*/).filter(Boolean),
    address: postalAddress(firm),
    worksFor: { '@type': 'LegalService', '@id': FIRM_ID, name: firm.firmName },
    memberOf: { '@type': 'Organization', name: 'The Florida Bar' },
  };
}

export function breadcrumbLd(locale: Locale, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: localizedPath(locale, item.path),
    })),
  };
}
