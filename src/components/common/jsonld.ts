import { localizedPath, type Locale } from '../../shared/locales';
import { site } from '../../shared/site';

/**
 * schema.org objects for usePageMeta's jsonLd (DESIGN 6). Addresses on this site are written as paths
 * ('/attorney-profile#alvarez'); headTags makes them absolute from PUBLIC_URL (absoluteJsonLd), so the
 * structured data always names the domain the site is served from.
 */
const FIRM_ID = '/#firm';

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
} as const;

export function legalServiceLd(locale: Locale, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': FIRM_ID,
    name: site.firmName,
    url: localizedPath(locale, '/'),
    description,
    telephone: site.phoneHref.replace(/^tel:/, ''),
    email: site.email,
    image: '/images/og-default.png',
    address: postalAddress,
    areaServed: site.areaServed.map((name) => ({ '@type': 'Place', name })),
    availableLanguage: site.serviceLanguages,
    openingHours: 'Mo-Su 00:00-23:59',
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    employee: site.attorneys.map((a) => ({ '@id': `/attorney-profile#${a.id}` })),
  };
}

export function personLd(
  locale: Locale,
  attorney: (typeof site.attorneys)[number],
  jobTitle: string,
  description: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `/attorney-profile#${attorney.id}`,
    name: attorney.name.replace(/, Esq\.$/, ''),
    honorificSuffix: 'Esq.',
    jobTitle,
    description,
    image: attorney.image,
    url: localizedPath(locale, '/attorney-profile'),
    telephone: site.phoneHref.replace(/^tel:/, ''),
    email: site.email,
    knowsLanguage: attorney.languages,
    address: postalAddress,
    worksFor: { '@type': 'LegalService', '@id': FIRM_ID, name: site.firmName },
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
