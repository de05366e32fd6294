/**
 * Firm facts in one place (DESIGN section 4). A firm deploying this site edits this file only.
 * Phone numbers use the 555-01xx range reserved for fiction until the firm fills in its own.
 */
export const site = {
  firmName: 'Alvarez & Laurent Immigration Law',
  shortName: 'Alvarez & Laurent',
  attorneys: [
    { id: 'alvarez', name: 'Maria Alvarez, Esq.', years: '15+', image: '/images/attorney-1.webp', languages: ['English', 'Spanish'] },
    { id: 'laurent', name: 'Jean-Pierre Laurent, Esq.', years: '8', image: '/images/attorney-2.webp', languages: ['English', 'French', 'Haitian Creole'] },
  ],
  /** Languages the firm serves clients in (not only the site's three interface languages). */
  serviceLanguages: ['English', 'Spanish', 'French', 'Haitian Creole', 'Jamaican Patois'],
  areaServed: ['Fort Lauderdale', 'Broward County', 'Miami-Dade County', 'Palm Beach County', 'Florida'],
  phone: '(954) 555-0142',
  phoneHref: 'tel:+19545550142',
  email: 'info@alvarezlaurent.example',
  address: {
    street: '110 E Broward Blvd, Suite 1700',
    city: 'Fort Lauderdale',
    region: 'FL',
    postalCode: '33301',
    country: 'US',
  },
  mapEmbedUrl: 'https://www.google.com/maps?q=110+E+Broward+Blvd,+Fort+Lauderdale,+FL+33301&output=embed',
  bookingUrl: 'https://calendly.com/alvarez-laurent/consultation',
  portalUrl: 'https://www.mycase.com/login/',
  guidePdfUrl: '/guides/client-portal-guide.pdf',
  videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/ysz5S6PUM-U',
  clientToolsUrl: 'https://www.docuseal.com/',
  social: { facebook: '#', instagram: '#', linkedin: '#', x: '#' },
  domesticViolenceHotline: { label: '1-800-799-7233', href: 'tel:+18007997233' },
} as const;

export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
