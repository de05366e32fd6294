import { axeFindings } from './axe';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { BOOKINGS } from './locks';
import { eq } from 'drizzle-orm';
import { connect } from '../../server/db/client';
import { bookings } from '../../server/db/schema';
import { databaseUrl, signedInAs } from './staff-users';
import { answer, openChat, ownAddress, sendToFirm, words } from './chat-helpers';
import { mailCount, waitForMail } from './mail';

/**
 * Decision 0028: a consultation booked on the site, moved and cancelled through its e-mailed links, with the
 * invitation calendars honour (one UID, SEQUENCE raised, METHOD:CANCEL to cancel), read from the tests' real SMTP
 * server. The bookings tests take the BOOKINGS lock: they choose free times, which another test could take.
 */
test.describe.configure({ lock: BOOKINGS });

const changeLinks = (mail: string) => [...new Set(mail.match(/https?:\/\/[^\s"<>]+\/book\/change\/[\w-]{43}/g) ?? [])];
const field = (mail: string, name: string) => new RegExp(`^${name}[;:](.*)$`, 'm').exec(mail)?.[1]?.trim() ?? '';

async function visitor(browser: Browser, baseURL: string | undefined, opts: { locale: string; timezoneId: string; javaScriptEnabled: boolean; ip: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: opts.locale,
    timezoneId: opts.timezoneId,
    javaScriptEnabled: opts.javaScriptEnabled,
    // An address of the test's own (TRUST_PROXY=loopback): the booking limit per address stays this test's.
    extraHTTPHeaders: { 'x-forwarded-for': opts.ip },
  });
  return { context, page: await context.newPage() };
}

/** What an administrator sees of the visitor's booking at /admin/bookings: its card's status, on the week of `date`. */
async function adminSees(browser: Browser, baseURL: string | undefined, date: string, name: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    await signedInAs(context, baseURL, 'booking-admin', 'admin');
    const page = await context.newPage();
    await page.goto(`/admin/bookings?view=week&date=${date}`);
    const card = page.locator('article').filter({ hasText: name });
    await expect(card).toBeVisible({ timeout: 15_000 });
    return await card.innerText();
  } finally {
    await context.close();
  }
}

/** No wider than the phone: nothing on the page makes it scroll sideways. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('in Spanish at 390 px from Mexico City: a 30-minute video consultation is booked, moved and cancelled, with invitations by e-mail', async ({ browser, baseURL }) => {
  const stamp = Date.now();
  const email = `ana.${stamp}@example.com`;
  const { context, page } = await visitor(browser, baseURL, { locale: 'es-MX', timezoneId: 'America/Mexico_City', javaScriptEnabled: true, ip: '198.51.100.81' });
  const before = mailCount();

  await page.goto('/es/book');
  await waitForHydration(page);
  await page.getByRole('link', { name: /Consulta gratuita/ }).click();
  // The browser's zone is chosen for the visitor; the page says it and can change it.
  await expect(page).toHaveURL(/tz=America%2FMexico_City/);
  await page.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(page.getByLabel('Los horarios se muestran en', { exact: false })).toHaveValue('America/Mexico_City');
  const days = page.locator('.book-choices--days a');
  await days.nth(1).click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  const dayUrl = page.url();

  // Both times beside each choice: the visitor's and the firm's.
  const first = page.locator('.book-time').first();
  await expect(first).toContainText(/\d{2}:\d{2} en Ciudad de México · \d{2}:\d{2} en Fort Lauderdale/);
  expect(await axeFindings(page)).toEqual([]);
  await first.locator('input').check();
  await page.getByLabel('Nombre completo').fill(`Ana Pérez ${stamp}`);
  await page.getByLabel('Teléfono').fill(`+52 55 ${String(stamp).slice(-8)}`);
  await page.getByLabel('Correo electrónico (opcional)').fill(email);
  await page.getByLabel('Su asunto, en pocas palabras').fill('Petición familiar para mi madre');
  await page.getByRole('checkbox').check();
  await expectNoOverflow(page);
  // The form posts with the browser's check (proof of work) solved while it was filled.
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/es/book');
  await page.getByRole('button', { name: 'Reservar la consulta' }).click();
  expect(JSON.parse(new URLSearchParams((await posted).postData() ?? '').get('pow') || '{}')).toMatchObject({ challenge: { signature: expect.any(String) }, solution: { counter: expect.any(Number) } });
  await expect(page.getByRole('heading', { name: 'Su consulta está reservada' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('en Ciudad de México');
  const bookedDay = /day=(\d{4}-\d{2}-\d{2})/.exec(dayUrl)?.[1] ?? '';
  expect(await adminSees(browser, baseURL, bookedDay, `Ana Pérez ${stamp}`)).toContain('Booked');

  // The confirmation, in Spanish, with an invitation.
  const booked = await waitForMail(email, before);
  expect(booked).toContain('METHOD:REQUEST');
  expect(booked).toMatch(/Consulta/);
  const uid = field(booked, 'UID');
  expect(uid).toMatch(/^booking-[0-9a-f-]{36}@/);
  expect(field(booked, 'SEQUENCE')).toBe('0');
  expect(booked).not.toContain('Petición familiar para mi madre');
  const [reschedule, cancel] = changeLinks(booked);
  expect(reschedule).toBeTruthy();
  expect(cancel).toBeTruthy();

  // Opening the link changes nothing; moving it is a form.
  const afterBooked = mailCount();
  await page.goto(reschedule ?? '');
  await expect(page.getByRole('heading', { name: 'Su consulta', exact: true })).toBeVisible();
  await page.locator('.book-choices--days a').nth(2).click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  const movedDay = /day=(\d{4}-\d{2}-\d{2})/.exec(page.url())?.[1] ?? '';
  await page.locator('.book-time input').first().check();
  await page.getByRole('button', { name: 'Cambiar mi consulta' }).click();
  await expect(page.getByRole('heading', { name: 'Su consulta cambió de horario' })).toBeVisible();
  const moved = await waitForMail(email, afterBooked);
  expect(moved).toContain('METHOD:REQUEST');
  expect(field(moved, 'UID')).toBe(uid);
  expect(field(moved, 'SEQUENCE')).toBe('1');

  // The link is used up: opened again, it says what it did, and offers no move.
  await page.goto(reschedule ?? '');
  await expect(page.getByRole('heading', { name: 'Su consulta cambió de horario' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar mi consulta' })).toHaveCount(0);
  // The first e-mail's cancel link belongs to the booking as it was: dead too.
  await page.goto(cancel ?? '');
  await expect(page.getByRole('heading', { name: 'Este enlace ya no funciona' })).toBeVisible();

  // The new e-mail's cancel link cancels it, with METHOD:CANCEL and the same UID.
  const [, cancelNow] = changeLinks(moved);
  const afterMoved = mailCount();
  await page.goto(cancelNow ?? '');
  await page.getByRole('button', { name: 'Cancelar mi consulta' }).click();
  await expect(page.getByRole('heading', { name: 'Su consulta fue cancelada' })).toBeVisible();
  // Opened again (its answer lost, say): it says so too, with nothing left to press.
  await page.goto(cancelNow ?? '');
  await expect(page.getByRole('heading', { name: 'Su consulta fue cancelada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar mi consulta' })).toHaveCount(0);
  const cancelled = await waitForMail(email, afterMoved);
  expect(cancelled).toContain('METHOD:CANCEL');
  expect(field(cancelled, 'UID')).toBe(uid);
  expect(field(cancelled, 'SEQUENCE')).toBe('2');
  // The administrator sees it on its new day, cancelled.
  expect(await adminSees(browser, baseURL, movedDay, `Ana Pérez ${stamp}`)).toContain('Cancelled');
  await context.close();
});

test('with JavaScript off, in French: the time zone is chosen with the form, a taken time keeps what was typed, and the booking goes through', async ({ browser, baseURL }) => {
  const stamp = Date.now();
  const email = `jean.${stamp}@example.com`;
  const { context, page } = await visitor(browser, baseURL, { locale: 'fr-FR', timezoneId: 'Europe/Paris', javaScriptEnabled: false, ip: '198.51.100.82' });
  const before = mailCount();

  await page.goto('/fr/book');
  await page.getByRole('link', { name: /Consultation gratuite/ }).click();
  await page.getByRole('link', { name: 'Français', exact: true }).click();
  // Without scripts the firm's zone is shown first; the visitor chooses theirs.
  await page.getByLabel('Horaires affichés', { exact: false }).selectOption('Europe/Paris');
  await page.getByRole('button', { name: 'Afficher les horaires' }).click();
  await expect(page).toHaveURL(/tz=Europe%2FParis/);
  await page.locator('.book-choices--days a').nth(3).click();
  const time = page.locator('.book-time').first();
  await expect(time).toContainText(/\d{2}:\d{2} à Paris · \d{2}:\d{2} à Fort Lauderdale/);
  const start = await time.locator('input').getAttribute('value');
  const dayPage = page.url();

  // Someone else takes that time while this visitor fills the form (another no-script visitor, same page).
  const other = await visitor(browser, baseURL, { locale: 'fr-FR', timezoneId: 'Europe/Paris', javaScriptEnabled: false, ip: '198.51.100.83' });
  await other.page.goto(dayPage);
  await other.page.locator(`.book-time input[value="${start}"]`).check();
  await other.page.getByLabel('Nom complet').fill(`Marie Curie ${stamp}`);
  await other.page.getByLabel('Téléphone').fill(`+33 7 ${String(stamp).slice(-8)}`);
  await other.page.getByRole('checkbox').check();

  await time.locator('input').check();
  await page.getByLabel('Nom complet').fill(`Jean Laurent ${stamp}`);
  await page.getByLabel('Téléphone').fill(`+33 6 ${String(stamp).slice(-8)}`);
  await page.getByLabel('Adresse e-mail (facultatif)').fill(email);
  await page.getByLabel('Votre affaire, en quelques mots').fill('Regroupement familial');
  await page.getByRole('checkbox').check();

  await other.page.getByRole('button', { name: 'Réserver la consultation' }).click();
  await expect(other.page.getByRole('heading', { name: 'Votre consultation est réservée' })).toBeVisible();
  // Without an e-mail, the page says the firm will call.
  await expect(other.page.getByRole('status')).toContainText('appel');
  await other.context.close();

  // Refused with a sentence and the nearest free times; everything typed is still there.
  await page.getByRole('button', { name: 'Réserver la consultation' }).click();
  await expect(page.locator('.form-alert')).toContainText('vient d’être réservé');
  await expect(page.getByLabel('Nom complet')).toHaveValue(`Jean Laurent ${stamp}`);
  await expect(page.getByLabel('Votre affaire, en quelques mots')).toHaveValue('Regroupement familial');
  await expect(page.locator('.book-time')).toHaveCount(3);
  await expectNoOverflow(page);

  await page.locator('.book-time input').first().check();
  await page.getByRole('button', { name: 'Réserver la consultation' }).click();
  await expect(page.getByRole('heading', { name: 'Votre consultation est réservée' })).toBeVisible();
  const mail = await waitForMail(email, before);
  expect(mail).toContain('METHOD:REQUEST');
  expect(mail).toContain('Consultation avec');
  await context.close();
});

test("after a family chat, 'Book a consultation' leads to /book with the chat's answers in the form, and the booking carries them", async ({ page }) => {
  const EN = words('en');
  const stamp = Date.now();
  const name = `Rosa Chat ${stamp}`;
  const email = `rosa.${stamp}@example.com`;
  await ownAddress(page, '198.51.100.84');
  await page.goto('/');
  await waitForHydration(page);
  const dlg = await openChat(page);
  await answer(dlg, 'en', EN.questions.path(), { choose: EN.choices.path.family() });
  await answer(dlg, 'en', EN.questions.otherParties(), { type: 'John Roe' }, EN.otherPartiesFor.family());
  await answer(dlg, 'en', EN.questions.story(), { type: 'A petition for my mother in Haiti' });
  await answer(dlg, 'en', EN.questions.name(), { type: name });
  await answer(dlg, 'en', EN.questions.phone(), { type: '(954) 555-0177' });
  await answer(dlg, 'en', EN.questions.email(), { type: email });
  await answer(dlg, 'en', EN.questions.language(), { choose: EN.choices.language.en() });
  const sent = await sendToFirm(dlg, 'en');

  await sent.getByRole('link', { name: /Book a consultation/i }).click();
  await expect(page).toHaveURL(/\/book$/);
  await page.getByRole('link', { name: /Free consultation/ }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await page.locator('.book-choices--days a').nth(4).click();
  // The chat's answers fill the form; the visitor may change any of them.
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(954) 555-0177');
  await expect(page.getByLabel('E-mail (optional)')).toHaveValue(email);
  await expect(page.getByLabel('The matter, in a few words')).toHaveValue('A petition for my mother in Haiti');
  await expect(page.getByLabel('Other people involved (optional)')).toHaveValue('John Roe');
  await page.locator('.book-time input').first().check();
  await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
  await page.getByRole('button', { name: 'Book consultation' }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
  // Tied to the chat's inquiry: /admin/bookings shows its answers beside it.
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    const [row] = await db.select({ inquiryId: bookings.inquiryId }).from(bookings).where(eq(bookings.name, name));
    expect(row?.inquiryId).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await sql.end();
  }
});
