import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '../../server/db/client';
import { inquiries } from '../../server/db/schema';
import { ADMIN, expect, test, waitForHydration } from './fixtures';
import { mailCount, waitForMail } from './mail';
import { databaseUrl } from './staff-users';

/**
 * The contact form against the real server: stored, e-mailed to FIRM_INBOX (playwright.config.ts), and the
 * spec's states. The whole run shares one IP and the server allows 5 inquiries per IP per hour, so this file
 * sends exactly one real inquiry; the failure paths use input the server refuses before counting, or a
 * stubbed answer.
 */
const FIRM_INBOX = 'intake@law.example';

async function fill(form: Locator, v: { name: string; email: string; phone: string; message: string }) {
  await form.getByLabel('Full name').fill(v.name);
  await form.getByLabel('Email address').fill(v.email);
  await form.getByLabel('Phone number').fill(v.phone);
  await form.getByLabel('Brief description of the case').fill(v.message);
  await form.getByLabel('I understand and agree to the Privacy Policy').check();
}

function contactForm(page: Page): Locator {
  return page.locator('main form.contact-form');
}

test('a visitor sends the form: submitting, thanks for 5 s, a cleared form, the inquiry stored and e-mailed', async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  const visitor = {
    name: `Ana Torres ${stamp}`,
    email: `ana.${stamp}@example.com`,
    phone: '(954) 555-0199',
    message: `My husband was detained by ICE yesterday in Broward County. Reference ${stamp}.`,
  };
  const mailsBefore = mailCount();
  // The page's clock (Playwright's; time otherwise goes on as usual) jumps over the 5 s of thanks.
  await page.clock.install();
  await page.goto('/contact');
  await waitForHydration(page);
  const form = contactForm(page);

  // Browser-level validation: an empty form does not reach the server.
  let submits = 0;
  page.on('request', (r) => {
    if (r.url().includes('contact.submit')) submits++;
  });
  await form.getByRole('button', { name: 'Send Request' }).click();
  expect(await form.getByLabel('Full name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(submits).toBe(0);

  await fill(form, visitor);
  await form.getByRole('button', { name: 'Send Request' }).click();
  const clicked = Date.now();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();

  const thanks = page.getByRole('status').getByText('We have received your message and will contact you shortly.');
  await expect(thanks).toBeVisible({ timeout: 10_000 });
  const shown = Date.now();
  expect(shown - clicked).toBeGreaterThanOrEqual(1400);
  await expect(form).toBeHidden();

  await page.clock.fastForward(4_000);
  await expect(thanks).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(thanks).toBeHidden();

  // The form is back, empty.
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByLabel('Email address')).toHaveValue('');
  await expect(form.getByLabel('Phone number')).toHaveValue('');
  await expect(form.getByLabel('Brief description of the case')).toHaveValue('');
  await expect(form.getByLabel('I understand and agree to the Privacy Policy')).not.toBeChecked();
  expect(submits).toBe(1);

  // E-mailed to the firm's intake address, with a reply-to the visitor.
  const mail = await waitForMail(FIRM_INBOX, mailsBefore, undefined, visitor.message);
  expect(mail).toContain(`Subject: New website inquiry from ${visitor.name}`);
  expect(mail).toContain(visitor.message);
  expect(mail).toContain(`Reply-To: ${visitor.email}`);

  // Stored: a staff member sees it. The same sign-in shows the home page's staff shortcuts.
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const res = await page.request.get(`/trpc/inquiries.list?input=${encodeURIComponent(JSON.stringify({ json: { pageSize: 100 } }))}`);
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { result: { data: { json: { items: { name: string; email: string; phone: string; message: string; locale: string }[] } } } })
    .result.data.json.items;
  expect(rows).toContainEqual(expect.objectContaining({ ...visitor, locale: 'en' }));

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/services');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin App' })).toHaveAttribute('href', '/admin');
  expect(consoleErrors).toEqual([]);
});

test('a field the server refuses is shown beside that field, and nothing typed is lost', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const form = contactForm(page);
  // Passes the browser's checks (type=tel has no pattern) but not the shared schema.
  await fill(form, { name: 'Luis Pérez', email: 'luis@example.com', phone: 'call me', message: 'Question about my green card.' });
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
  const phone = form.getByLabel('Phone number');
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(page.getByText('We have received your message', { exact: false })).toHaveCount(0);
  await expect(form.getByLabel('Full name')).toHaveValue('Luis Pérez');
  await expect(form.getByLabel('Brief description of the case')).toHaveValue('Question about my green card.');
  await expect(form.getByLabel('I understand and agree to the Privacy Policy')).toBeChecked();
  await expect(form.getByRole('button', { name: 'Send Request' })).toBeVisible();
});

test('any other refusal (here the rate limit) shows the server message in a toast, never thanks', async ({ page }) => {
  await page.route('**/trpc/contact.submit**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            json: {
              message: 'Too many attempts. Please wait 60 minutes and try again.',
              code: -32029,
              data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'contact.submit', zodError: null },
            },
          },
        },
      ]),
    }),
  );
  await page.goto('/fr/contact');
  await waitForHydration(page);
  const form = page.locator('main form.contact-form');
  await form.getByLabel('Nom complet').fill('Marie Joseph');
  await form.getByLabel('Adresse e-mail').fill('marie@example.com');
  await form.getByLabel('Numéro de téléphone').fill('+1 954 555 0123');
  await form.getByLabel('Brève description de votre situation').fill('Demande d’asile.');
  await form.getByLabel('J’ai lu et j’accepte la Politique de confidentialité').check();
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByRole('button', { name: 'Envoi en cours...' })).toBeVisible();
  await expect(page.getByText('Too many attempts. Please wait 60 minutes and try again.')).toBeVisible();
  await expect(page.getByText('Votre demande n’a pas été envoyée')).toBeVisible();
  await expect(page.getByText('Nous avons bien reçu votre message', { exact: false })).toHaveCount(0);
  await expect(form.getByLabel('Nom complet')).toHaveValue('Marie Joseph');
});

test('an answer lost on the way back (stored, then the connection cut): sent again, the firm has the inquiry once', async ({ page }) => {
  // An address of its own: this file's other real inquiry keeps the shared one's budget.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.23.1.7' });
  const stamp = Date.now();
  const visitor = { name: `Luis Ortega ${stamp}`, email: `luis.${stamp}@example.com`, phone: '(954) 555-0142', message: `My asylum hearing was moved. Reference lost-${stamp}.` };
  await page.route(
    '**/trpc/contact.submit**',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.goto('/contact');
  await waitForHydration(page);
  const form = contactForm(page);
  await fill(form, visitor);
  const send = form.getByRole('button', { name: 'Send Request' });
  await send.click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
  // Not thanked for what the page could not confirm; everything typed is still there to send again.
  await expect(page.getByText('Your request was not sent')).toBeVisible();
  await expect(send).toBeEnabled();
  await expect(page.getByRole('status').getByText('We have received your message')).toHaveCount(0);
  await expect(form.getByLabel('Brief description of the case')).toHaveValue(visitor.message);
  await send.click();
  await expect(page.getByRole('status').getByText('We have received your message and will contact you shortly.')).toBeVisible();
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    expect(await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.message, visitor.message))).toHaveLength(1);
  } finally {
    await sql.end();
  }
});

test('the honeypot is hidden from people and from the keyboard', async ({ page }) => {
  await page.goto('/contact');
  const trap = page.locator('main form.contact-form input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('main form.contact-form .hp-field')).toHaveAttribute('aria-hidden', 'true');
  expect(await trap.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
});

test.describe('form messages in the page’s language', () => {
  const WRONG = { es: ['Escriba un correo electrónico válido', 'Escriba un número de teléfono válido'], fr: ['Veuillez saisir une adresse e-mail valide', 'Veuillez saisir un numéro de téléphone valide'] };
  for (const locale of ['es', 'fr'] as const) {
    for (const scripts of [true, false]) {
      test(`/${locale}/contact ${scripts ? 'with' : 'without'} scripts: an address and a phone the browser lets through`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: scripts });
        const page = await context.newPage();
        await page.goto(`/${locale}/contact`);
        if (scripts) await waitForHydration(page);
        const form = page.locator('form').filter({ has: page.locator('textarea[name="message"]') }).first();
        await form.locator('input[name="name"]').fill('Maria Pérez');
        await form.locator('input[name="email"]').fill('maria@gmail');
        await form.locator('input[name="phone"]').fill('305-555');
        await form.locator('textarea[name="message"]').fill('Mi esposo fue detenido.');
        await form.locator('input[type="checkbox"]').first().check();
        await form.locator('button[type="submit"]').click();
        const messages = page.locator('.field-error');
        await expect(messages).toHaveText(WRONG[locale]);
        await expect(page.locator('body')).not.toContainText('Please enter');
        // What was typed is still there.
        await expect(page.locator('input[name="email"]').first()).toHaveValue('maria@gmail');
        await context.close();
      });
    }
  }
});
