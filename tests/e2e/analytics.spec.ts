import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { BOOKINGS } from './locks';
import { answer, openChat, ownAddress, recentInquiries, sendToFirm, words } from './chat-helpers';
import { signedInAs } from './staff-users';

/**
 * Decision 0029: which pages bring clients. A visit from a campaign to a Spanish article that goes on to the
 * contact form or a booking is recorded with them ("Came from: <article> (es) · facebook / otono"), a VAWA page
 * in the path leaves no trace on the record, and counting keeps nothing on the visitor's device.
 */

const SLUG = 'como-funcionan-las-audiencias-de-fianza-de-inmigracion';
const TITLE = 'Cómo funcionan las audiencias de fianza de inmigración';
const CAME_FROM = `Came from: ${TITLE} (es) · facebook / otono`;

/** Lands on the Spanish article from the campaign's link, as a phone from Facebook would. */
async function landFromCampaign(page: Page, address: string) {
  await ownAddress(page, address);
  await page.goto(`/es/blog/${SLUG}?utm_source=facebook&utm_campaign=otono`, { referer: 'https://m.facebook.com/' });
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

/** What an administrator's screen at `path` shows in the card that names `name`. */
async function adminCard(browser: Browser, baseURL: string | undefined, path: string, name: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    await signedInAs(context, baseURL, 'analytics-admin', 'admin');
    const page = await context.newPage();
    await page.goto(path);
    const card = page.locator('article, .admin-inquiry').filter({ hasText: name }).first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    return await card.innerText();
  } finally {
    await context.close();
  }
}

const CONTACT = {
  es: { name: 'Nombre completo', email: 'Correo electrónico', phone: 'Número de teléfono', message: 'Breve descripción de su caso', privacy: 'Entiendo y acepto la Política de privacidad', send: 'Enviar solicitud' },
  en: { name: 'Full name', email: 'Email address', phone: 'Phone number', message: 'Brief description of the case', privacy: 'I understand and agree to the Privacy Policy', send: 'Send Request' },
} as const;

/** Sends the contact form of the page (in its language) and waits for its thanks. */
async function sendContact(page: Page, name: string, locale: keyof typeof CONTACT) {
  const L = CONTACT[locale];
  const form = page.locator('main form.contact-form');
  await form.getByLabel(L.name).fill(name);
  await form.getByLabel(L.email).fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.com`);
  await form.getByLabel(L.phone).fill('(954) 555-0142');
  await form.getByLabel(L.message).fill('A bail hearing for my brother.');
  await form.getByLabel(L.privacy).check();
  await form.getByRole('button', { name: L.send }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
}

/** A link followed inside the site, as the site's own links do (wouter listens to the history). */
async function followInSite(page: Page, path: string) {
  await page.evaluate((p) => history.pushState(null, '', p), path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

test('from a Spanish article reached by a campaign, the site’s link to /es/contact and the form: the admin reads where the visit came from', async ({ page, browser, baseURL }) => {
  const name = `Lucía Campaña ${Date.now()}`;
  await landFromCampaign(page, '198.51.100.161');
  // The site's own link (the header's), followed inside the page: no reload, the visit kept in memory.
  const shown = page.waitForRequest((r) => r.url().endsWith('/count') && r.method() === 'POST');
  await page.getByRole('banner').getByRole('link', { name: 'Contacto', exact: true }).first().click();
  await expect(page).toHaveURL(/\/es\/contact$/);
  expect(JSON.parse((await shown).postData() ?? '{}')).toEqual({ p: '/es/contact' });
  await sendContact(page, name, 'es');
  expect(await adminCard(browser, baseURL, '/admin?tab=inquiries', name)).toContain(CAME_FROM);
});

test('from the same campaign and article, the chat (a family matter, in Spanish): its inquiry says where the visit came from', async ({ page, browser, baseURL }) => {
  const ES = words('es');
  const name = `Rosa Chat Campaña ${Date.now()}`;
  await landFromCampaign(page, '198.51.100.165');
  const dlg = await openChat(page, 'es');
  await answer(dlg, 'es', ES.questions.path(), { choose: ES.choices.path.family() });
  await answer(dlg, 'es', ES.questions.otherParties(), { type: 'Juan Pérez' }, ES.otherPartiesFor.family());
  await answer(dlg, 'es', ES.questions.story(), { type: 'Una petición para mi madre' });
  await answer(dlg, 'es', ES.questions.name(), { type: name });
  await answer(dlg, 'es', ES.questions.phone(), { type: '(954) 555-0165' });
  await answer(dlg, 'es', ES.questions.email(), { type: `rosa.${Date.now()}@example.com` });
  await answer(dlg, 'es', ES.questions.language(), { choose: ES.choices.language.es() });
  await sendToFirm(dlg, 'es');
  expect(await adminCard(browser, baseURL, '/admin?tab=inquiries', name)).toContain(CAME_FROM);
});

test('a VAWA page or post in the path leaves no trace on the inquiry', async ({ page, browser, baseURL }) => {
  const name = `Marta Privada ${Date.now()}`;
  await ownAddress(page, '198.51.100.162');
  // The visit begins on the VAWA service page from a campaign, reads a VAWA post, then writes.
  await page.goto('/services/vawa?utm_source=facebook&utm_campaign=otono');
  await waitForHydration(page);
  await followInSite(page, '/blog/vawa-confidentiality-protections');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('VAWA');
  await followInSite(page, '/contact');
  await sendContact(page, name, 'en');
  const inquiry = (await recentInquiries(baseURL ?? '')).find((i) => i.name === name) as { attribution?: unknown } | undefined;
  expect(inquiry).toBeDefined();
  // The campaign is the firm's own ad; the pages about domestic violence are not on the record.
  expect(inquiry?.attribution).toEqual({ source: 'facebook', campaign: 'otono' });
  const card = await adminCard(browser, baseURL, '/admin?tab=inquiries', name);
  expect(card).toContain('Came from: facebook / otono');
  expect(card).not.toMatch(/vawa/i);
});

test.describe('a booking', () => {
  test.describe.configure({ lock: BOOKINGS });

  test('from the same campaign and article, the header’s booking link and the form: the admin’s booking says where the visit came from', async ({ page, browser, baseURL }) => {
    const name = `Pedro Reserva ${Date.now()}`;
    await landFromCampaign(page, '198.51.100.163');
    await page.getByRole('banner').getByRole('link', { name: 'Reservar una consulta' }).first().click();
    await expect(page).toHaveURL(/\/es\/book/);
    await page.getByRole('link', { name: /Consulta gratuita/ }).click();
    await page.getByRole('link', { name: 'Español', exact: true }).click();
    await page.locator('.book-choices--days a').nth(3).click();
    await page.locator('.book-time input').first().check();
    const day = /day=(\d{4}-\d{2}-\d{2})/.exec(page.url())?.[1] ?? '';
    await page.getByLabel('Nombre completo').fill(name);
    await page.getByLabel('Teléfono').fill('+52 55 5555 0163');
    await page.getByLabel('Su asunto, en pocas palabras').fill('Fianza para mi hermano');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reservar la consulta' }).click();
    await expect(page.getByRole('heading', { name: 'Su consulta está reservada' })).toBeVisible();
    const card = await adminCard(browser, baseURL, `/admin/bookings?view=week&date=${day}`, name);
    expect(card).toContain(`${TITLE} (es) · facebook / otono`);
  });
});

test('counting keeps nothing on the device: no cookie, localStorage or sessionStorage on any public page, however reached', async ({ page, context }) => {
  await ownAddress(page, '198.51.100.164');
  const paths = ['/', '/es/', '/fr/', '/services', '/es/services/family', '/blog', `/es/blog/${SLUG}`, '/resources', '/contact', '/fr/contact', '/book', '/privacy-policy', '/terms-and-conditions'];
  let beacons = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/count')) beacons++;
  });
  const stored = () => page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.length }));
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await stored(), path).toEqual({ cookie: '', local: 0, session: 0 });
  }
  // Pages shown inside the site are told by the beacon, and still nothing is kept.
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await followInSite(page, '/blog');
  await expect.poll(() => beacons).toBeGreaterThanOrEqual(2);
  expect(await stored()).toEqual({ cookie: '', local: 0, session: 0 });
  expect(await context.cookies()).toEqual([]);
});
