import type { Page } from '@playwright/test';
import { site } from '@shared/site';
import { FIRM_DEFAULTS } from '../../server/services/firm-settings';
import { toFirmPublic } from '@shared/schemas/firm';
import { expect, test, waitForHydration } from './fixtures';

/** The demo firm the e2e site is seeded with (/admin/settings starts from it). */
const firm = toFirmPublic(FIRM_DEFAULTS);

/** The JSON-LD objects the server wrote into the page's <head>. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/** Today as the page shows it: the browser's own day, in the page's language. */
function todayIn(locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
}

test.describe('home page', () => {
  test('is server-rendered with every section of the spec and its content, and hydrates without errors', async ({ page, consoleErrors }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toContain('Immigration defense when it matters most');
    await waitForHydration(page);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Immigration defense when it matters most');
    await expect(main.getByRole('button', { name: 'Chat with an attorney' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Free case evaluation' })).toHaveAttribute('href', '#contact');
    await expect(main.getByText('Work starts within 24 hours')).toBeVisible();

    // Three service cards, each linking to its page.
    for (const { name, href } of [
      { name: 'Detention Defense', href: '/services/detention' },
      { name: 'Family-Based Immigration', href: '/services/family' },
      { name: 'VAWA Protection for Survivors', href: '/services/vawa' },
    ]) {
      await expect(main.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(main.getByRole('link', { name: `Learn more about ${name}` })).toHaveAttribute('href', href);
    }
    await expect(main.getByText('The first 48 hours after detention are crucial.')).toBeVisible();
    await expect(main.getByText(/unmarried children under 21/).first()).toBeVisible();

    await expect(main.getByRole('heading', { name: 'Why families choose us' })).toBeVisible();
    await expect(main.getByText('Two attorneys with 15+ and 8 years of immigration experience')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Tell us what happened' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start a chat' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'What you can expect' })).toBeVisible();
    await expect(main.getByText('Service in English, Spanish, French, Haitian Creole and Jamaican Patois')).toBeVisible();
    await expect(main.getByText('Free case evaluation and free consultation')).toBeVisible();

    await expect(main.locator('figure.testimonial')).toHaveCount(2);
    await expect(main.getByText('Testimonials and past results do not guarantee a similar outcome.')).toBeVisible();

    await expect(main.locator('.faq-item')).toHaveCount(10);

    const form = main.locator('form.contact-form');
    for (const label of ['Full name', 'Email address', 'Phone number', 'Brief description of the case']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel('Phone number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Brief description of the case')).toHaveAttribute('rows', '4');
    const consent = form.getByLabel('I understand and agree to the Privacy Policy');
    await expect(consent).toHaveAttribute('required', '');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(form.getByRole('button', { name: 'Send Request' })).toBeVisible();

    const info = main.locator('.contact-info');
    await expect(info.getByRole('link', { name: firm.phone })).toHaveAttribute('href', firm.phoneHref);
    await expect(info.getByRole('link', { name: firm.email })).toHaveAttribute('href', `mailto:${firm.email}`);
    await expect(info.getByText(firm.address.street)).toBeVisible();

    // Anonymous visitors do not see the staff shortcut.
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the FAQ opens one answer at a time, closes again, and works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Each item is a <details>: its <summary> holds the question's heading and takes the click and the keys.
    const item = (name: RegExp) => page.locator('details.faq-item', { has: page.getByRole('heading', { level: 3, name }) });
    const [i1, i2] = [item(/My family member was just detained/), item(/Who counts as an immediate relative/)];
    const [q1, q2] = [i1.locator('summary'), i2.locator('summary')];
    const a1 = page.getByText('Call us right away. The first 48 hours after detention are crucial', { exact: false });
    await expect(a1).toBeHidden();
    await q1.click();
    await expect(a1).toBeVisible();
    await q1.click();
    await expect(i1).toHaveJSProperty('open', false);
    await expect(a1).toBeHidden();

    await q2.focus();
    await page.keyboard.press('Enter');
    await expect(i2).toHaveJSProperty('open', true);
    await expect(page.getByText('Spouses, parents of citizens who are 21 or older, and unmarried children under 21.', { exact: false })).toBeVisible();
    await q1.focus();
    await page.keyboard.press('Space');
    await expect(i1).toHaveJSProperty('open', true);
    await expect(i2).toHaveJSProperty('open', false);
  });

  test('carries LegalService structured data with the firm facts', async ({ page, baseURL }) => {
    await page.goto('/');
    const legalService = (await jsonLd(page)).find((o) => o['@type'] === 'LegalService');
    expect(legalService).toMatchObject({
      name: firm.firmName,
      telephone: '+19545550142',
      address: { '@type': 'PostalAddress', addressLocality: 'Fort Lauderdale', addressRegion: 'FL', postalCode: '33301' },
      availableLanguage: expect.arrayContaining(['Haitian Creole', 'Jamaican Patois']),
      openingHours: 'Mo-Su 00:00-23:59',
    });
    // Absolute from PUBLIC_URL (the test server's address here), never a hard-coded domain.
    expect(String(legalService?.url)).toBe(`${baseURL}/`);
    expect(legalService?.areaServed).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Fort Lauderdale' })]));
  });

  test('the hero image loads eagerly, images below the fold lazily, all with width and height', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('img.home-hero__bg');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    const cards = page.locator('img.service-card__img');
    await expect(cards).toHaveCount(3);
    for (const img of await cards.all()) await expect(img).toHaveAttribute('loading', 'lazy');
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
      await expect(img).toHaveAttribute('src', /\.webp$/);
    }
  });
});

test('/services presents the three practice areas, asylum and the process', async ({ page, consoleErrors }) => {
  await page.goto('/services');
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our immigration services');
  await expect(main.locator('.service-card')).toHaveCount(3);
  await expect(main.getByRole('heading', { name: 'Asylum and deportation defense' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Asylum help on our family immigration page' })).toHaveAttribute('href', '/services/family#asylum');
  await expect(main.locator('ol.steps > li')).toHaveCount(4);
  // The demo books on the site (decision 0028): the consultation button leads to /book.
  await expect(main.getByRole('link', { name: /Schedule a free consultation/ })).toHaveAttribute('href', '/book');
  expect(consoleErrors).toEqual([]);
});

test.describe('service pages', () => {
  const cases = [
    {
      id: 'detention',
      h1: 'Detention Defense',
      text: 'The first 48 hours after detention are crucial.',
      item: 'Habeas corpus petitions',
      eligibility: 'Who may be released on bond',
      safety: 'If ICE detains a family member',
      links: ['https://locator.ice.gov/odls/', 'https://www.justice.gov/eoir'],
    },
    {
      id: 'family',
      h1: 'Family-Based Immigration',
      text: 'unmarried children under 21',
      item: 'Adjustment of status',
      eligibility: 'Who can sponsor whom',
      safety: 'Protect your case',
      links: ['https://www.uscis.gov/i-130', 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum'],
    },
    {
      id: 'vawa',
      h1: 'VAWA Protection for Survivors',
      text: 'If you are in immediate danger, call 911. The National Domestic Violence Hotline',
      item: 'Confidential self-petitions (Form I-360)',
      eligibility: 'Who may qualify',
      safety: 'Your safety comes first',
      links: ['https://www.uscis.gov/i-360', 'https://www.thehotline.org/'],
    },
  ];
  for (const c of cases) {
    test(`/services/${c.id} has its hero, image, services, eligibility, resources and safety note`, async ({ page, consoleErrors }) => {
      await page.goto(`/services/${c.id}`);
      await waitForHydration(page);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(c.h1);
      const hero = main.locator('img.page-hero__image');
      await expect(hero).toHaveAttribute('src', `/images/services/${c.id}.webp`);
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      expect(await hero.getAttribute('alt')).not.toBe('');
      await expect(main.getByText(c.text, { exact: false }).first()).toBeVisible();
      await expect(main.getByRole('heading', { level: 3, name: c.item })).toBeVisible();
      await expect(main.getByRole('heading', { name: c.eligibility })).toBeVisible();
      await expect(main.getByRole('heading', { name: c.safety })).toBeVisible();
      const consult = main.getByRole('link', { name: /Schedule a free consultation/ }).first();
      await expect(consult).toHaveAttribute('href', '/book');
      await expect(consult).not.toHaveAttribute('target', '_blank');
      for (const url of c.links) {
        const link = main.locator(`a[href="${url}"]`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the family page carries the asylum content and the footer link lands on it', async ({ page }) => {
    await page.goto('/services/family');
    await expect(page.locator('#asylum').getByRole('heading', { name: 'Asylum: protection if you fear returning' })).toBeVisible();
    await expect(page.getByText('Apply within one year of your last arrival', { exact: false })).toBeVisible();
  });

  test('VAWA gives 911 and the hotline as call links', async ({ page }) => {
    await page.goto('/services/vawa');
    await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(page.getByRole('link', { name: `Call ${site.domesticViolenceHotline.label}` })).toHaveAttribute('href', site.domesticViolenceHotline.href);
  });

  test('an unknown service answers 404', async ({ page }) => {
    const res = await page.goto('/services/unknown');
    expect(res?.status()).toBe(404);
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  });
});

test('/attorney-profile shows both attorneys, the 24/7 banner, three expertise cards and Person data', async ({ page, consoleErrors }) => {
  await page.goto('/attorney-profile');
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: '24/7 detention emergency line' })).toBeVisible();
  await expect(main.locator('.emergency-banner').getByRole('link', { name: `Call ${firm.phone} now` })).toHaveAttribute('href', firm.phoneHref);
  for (const a of firm.attorneys) {
    await expect(main.getByRole('heading', { level: 2, name: a.name })).toBeVisible();
    await expect(main.getByText(`${a.years} years of experience`)).toBeVisible();
    await expect(main.getByRole('img', { name: `Portrait of ${a.name}` })).toBeVisible();
  }
  await expect(main.getByText('Founding Attorney')).toBeVisible();
  await expect(main.locator('#expertise-title + div > *')).toHaveCount(3);
  await expect(main.getByRole('link', { name: /Schedule a free consultation/ }).first()).toHaveAttribute('href', '/book');
  const people = (await jsonLd(page)).filter((o) => o['@type'] === 'Person');
  expect(people.map((p) => p.name)).toEqual(['Maria Alvarez', 'Jean-Pierre Laurent']);
  expect(people[0]).toMatchObject({ jobTitle: 'Founding Attorney', worksFor: { name: firm.firmName } });
  expect(consoleErrors).toEqual([]);
});

test('/contact has its title, the contact block, the form and a lazy 450 px map', async ({ page, consoleErrors }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(main.getByText('Tell us briefly what happened.', { exact: false }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Contact information' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Send Request' })).toBeVisible();
  // The map is created when the visitor scrolls near it.
  await main.locator('.map-wrap').scrollIntoViewIfNeeded();
  const map = main.locator('iframe.map-frame');
  await expect(map).toHaveAttribute('height', '450');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('title', 'Map of our Fort Lauderdale office');
  await expect(map).toHaveAttribute('src', firm.mapEmbedUrl);
  expect((await map.boundingBox())?.height).toBe(450);
  expect(consoleErrors).toEqual([]);
});

test('/privacy-policy has every section, today as last update and the firm contact', async ({ page, consoleErrors }) => {
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(main.getByText(`Last updated: ${todayIn('en')}`)).toBeVisible();
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    '1. Introduction',
    '2. Information collected through the contact form',
    '3. Newsletter',
    '4. Consultation requests and chat',
    '5. How we use information',
    '6. How we count visits',
    '7. Sharing of information',
    '8. Security',
    '9. Your rights and choices',
    '10. Changes to this policy',
    '11. Contact us',
  ]);
  await expect(main.getByRole('link', { name: firm.email })).toBeVisible();
  await expect(main.getByRole('link', { name: firm.phone })).toBeVisible();
  await expect(main.getByText(firm.address.street, { exact: false })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/terms-and-conditions has ten sections including no attorney-client relationship and Florida law', async ({ page, consoleErrors }) => {
  await page.goto('/terms-and-conditions');
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await expect(main.getByText(`Last updated: ${todayIn('en')}`)).toBeVisible();
  await expect(main.locator('.legal__section h2').filter({ hasText: /^\d+\. / })).toHaveCount(10);
  await expect(main.getByRole('heading', { name: '3. No attorney-client relationship' })).toBeVisible();
  await expect(main.getByRole('heading', { name: '10. Governing law' })).toBeVisible();
  await expect(main.getByText('governed by the laws of the State of Florida', { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: firm.email })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/client-portal explains the portal with buttons, embedded guides and a help block', async ({ page, request, consoleErrors }) => {
  await page.goto('/client-portal');
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Client Portal');
  const access = main.getByRole('link', { name: /^Access portal/ });
  await expect(access).toHaveAttribute('href', firm.portalUrl);
  await expect(access).toHaveAttribute('target', '_blank');
  const guide = main.getByRole('link', { name: /^Download guide/ }).first();
  await expect(guide).toHaveAttribute('href', site.guidePdfUrl);
  await expect(guide).toHaveAttribute('target', '_blank');
  for (const h of ['What is the client portal?', 'New clients', 'Existing clients', 'Video guide', 'Printable guide', 'Need help?']) {
    await expect(main.getByRole('heading', { level: 2, name: h })).toBeVisible();
  }
  await main.locator('.embed-16x9').scrollIntoViewIfNeeded();
  const video = main.locator('iframe[title="Video guide to the client portal"]');
  await expect(video).toHaveAttribute('src', site.videoEmbedUrl);
  await expect(video).toHaveAttribute('loading', 'lazy');
  await main.locator('.pdf-wrap').scrollIntoViewIfNeeded();
  const pdf = main.locator('iframe[title="PDF guide to the client portal"]');
  await expect(pdf).toHaveAttribute('src', site.guidePdfUrl);
  await expect(pdf).toHaveAttribute('loading', 'lazy');
  // Our own pages may frame the guide; the site's CSP keeps everyone else out.
  const guideResponse = await request.get('/guides/client-portal-guide.pdf');
  expect(guideResponse.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(consoleErrors).toEqual([]);
  await main.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  // The guide is a real PDF document.
  const res = await request.get(site.guidePdfUrl);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const body = await res.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.toString('latin1')).toContain('Client Portal Guide');
});

test.describe('Spanish and French pages', () => {
  test('the home, service, attorney and legal pages are translated', async ({ page }) => {
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Defensa migratoria cuando más importa');

    await page.goto('/es/services/vawa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protección VAWA para sobrevivientes');
    await expect(page.getByText('Si está en peligro inmediato, llame al 911.', { exact: false }).first()).toBeVisible();

    await page.goto('/fr/attorney-profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos avocats');
    await expect(page.getByText('15+ ans d’expérience')).toBeVisible();

    await page.goto('/es/privacy-policy');
    await waitForHydration(page);
    await expect(page.getByText(`Última actualización: ${todayIn('es')}`)).toBeVisible();

    await page.goto('/fr/terms-and-conditions');
    await waitForHydration(page);
    await expect(page.getByText(`Dernière mise à jour : ${todayIn('fr')}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: '3. Absence de relation avocat-client' })).toBeVisible();

    await page.goto('/fr/client-portal');
    await expect(page.getByRole('link', { name: /^Accéder à l’espace/ })).toHaveAttribute('href', firm.portalUrl);
    await expect(page.getByRole('link', { name: /^Télécharger le guide/ }).first()).toHaveAttribute('href', site.guidePdfUrl);

    await page.goto('/es/contact');
    await expect(page.getByLabel('Nombre completo')).toHaveAttribute('required', '');
    await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
  });

  test('the footer disclaimers are in the page language', async ({ page }) => {
    await page.goto('/es/services');
    const esFooter = page.locator('footer');
    await expect(esFooter.getByText('no constituye asesoría legal', { exact: false })).toBeVisible();
    await expect(esFooter.getByText('no crea una relación abogado-cliente', { exact: false })).toBeVisible();
    await expect(esFooter.getByText('© 2025', { exact: false })).toBeVisible();
    await page.goto('/fr/services');
    const frFooter = page.locator('footer');
    await expect(frFooter.getByText('ne constituent pas un avis juridique', { exact: false })).toBeVisible();
    await expect(frFooter.getByText('ne garantissent pas un résultat similaire', { exact: false })).toBeVisible();
  });
});

test('every public page has its own title, description, canonical and language alternates', async ({ request }) => {
  const paths = ['/', '/services', '/services/detention', '/services/family', '/services/vawa', '/attorney-profile', '/contact', '/privacy-policy', '/terms-and-conditions', '/client-portal'];
  const titles = new Set<string>();
  for (const prefix of ['', '/es']) {
    for (const path of paths) {
      const url = prefix ? (path === '/' ? `${prefix}/` : `${prefix}${path}`) : path;
      const html = await (await request.get(url)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, url).not.toBe('');
      titles.add(title);
      expect(html, url).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(html, url).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
      for (const l of ['en', 'es', 'fr', 'x-default']) expect(html, url).toContain(`hreflang="${l}"`);
      expect(html, url).toContain('<meta property="og:title"');
    }
  }
  expect(titles.size).toBe(20);
});

test.describe('redirects and not found', () => {
  const redirects = {
    '/detention': '/services/detention',
    '/family': '/services/family',
    '/vawa': '/services/vawa',
    '/attorneys': '/attorney-profile',
    '/mycase-portal': '/client-portal',
  };
  test('old addresses answer a permanent redirect to their new page, in each language', async ({ request }) => {
    for (const [from, to] of Object.entries(redirects)) {
      for (const prefix of ['', '/es']) {
        const res = await request.get(`${prefix}${from}`, { maxRedirects: 0 });
        expect(res.status(), `${prefix}${from}`).toBe(301);
        expect(res.headers().location, `${prefix}${from}`).toBe(`${prefix}${to}`);
      }
    }
  });

  test('the browser follows them to the page', async ({ page }) => {
    await page.goto('/es/mycase-portal');
    await expect(page).toHaveURL(/\/es\/client-portal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal del cliente');
    await page.goto('/vawa');
    await expect(page).toHaveURL(/\/services\/vawa$/);
  });

  // No console check here: Chromium itself logs every 404 document load as an error, and the 404 is the point.
  test('an unknown page answers 404 with the spec text and both buttons, in English and Spanish', async ({ page }) => {
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);

    const es = await page.goto('/es/no-existe');
    expect(es?.status()).toBe(404);
    await expect(page.getByText('La página que busca no existe o ha sido trasladada.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contact');
  });
});
