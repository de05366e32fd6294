/**
 * What the site ships with. The firm's own facts (name, phones, e-mail, address, office hours, map, booking
 * and portal links, social links, attorneys) are edited by an administrator at /admin/settings and stored in
 * the database (server/services/firm-settings.ts); the values here are only the demo firm's, written into a
 * new site, and every page reads the stored ones (useFirm). Phone numbers use the 555-01xx range reserved
 * for fiction, and the addresses `.example`, so the admin marks them until the firm fills in its own.
 *
 * The rest (guides, embeds, hotline, service area) is the same for every firm using this site.
 */
export const site = {
  /** The demo firm (defaults for /admin/settings). */
  demo: {
    firmName: 'Alvarez & Laurent Immigration Law',
    shortName: 'Alvarez & Laurent',
    attorneys: [
      { name: 'Maria Alvarez, Esq.', years: '15+', image: '/images/attorney-1.webp', i18nKey: 'alvarez' },
      { name: 'Jean-Pierre Laurent, Esq.', years: '8', image: '/images/attorney-2.webp', i18nKey: 'laurent' },
    ],
    phone: '(954) 555-0142',
    email: 'info@alvarezlaurent.example',
    address: { street: '110 E Broward Blvd, Suite 1700', city: 'Fort Lauderdale', region: 'FL', postalCode: '33301' },
    /** Open day and night: the firm answers detention emergencies 24/7. */
    officeHours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '00:00', closes: '23:59' }],
    /** Empty: the map shows the address above (and follows it when the firm moves). */
    mapEmbedUrl: '',
    bookingUrl: 'https://calendly.com/alvarez-laurent/consultation',
    portalUrl: 'https://www.mycase.com/login/',
    social: { facebook: '#', instagram: '#', linkedin: '#', x: '#' },
  },
  /** Languages the firm serves clients in (not only the site's three interface languages). */
  serviceLanguages: ['English', 'Spanish', 'French', 'Haitian Creole', 'Jamaican Patois'],
  /** Google Maps embeds only: the Content Security Policy's frame-src names this origin. */
  mapOrigin: 'https://www.google.com',
  guidePdfUrl: '/guides/client-portal-guide.pdf',
  videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/ysz5S6PUM-U',
  clientToolsUrl: 'https://www.docuseal.com/',
  domesticViolenceHotline: { label: '1-800-799-7233', href: 'tel:+18007997233' },
} as const;
