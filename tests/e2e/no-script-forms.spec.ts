/**
 * Decision 0009: every form works with JavaScript disabled, in English, Spanish and French, and before
 * the page's scripts have run on a slow phone; no field value ever reaches an address or the server's log.
 * The forms POST to their page (server/routes/forms.ts), which answers with a redirect on success or the page
 * in the form's state: the messages beside the fields, what was typed, never a password.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP, generateTOTP } from '@oslojs/otp';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '../../server/db/client';
import { inquiries } from '../../server/db/schema';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import type { Locales, TranslationFunctions } from '../../src/i18n/i18n-types';
import { expect, test, waitForHydration } from './fixtures';
import { linkFrom, mailCount, waitForMail } from './mail';
import { createStaffUser, databaseUrl } from './staff-users';

// In order, in one worker: the last test reads the server's log for every value the others typed.
test.describe.configure({ mode: 'default' });

loadAllLocales();
const LOCALES = ['en', 'es', 'fr'] as const;
const prefix = (l: Locales) => (l === 'en' ? '' : `/${l}`);
const LL = (l: Locales): TranslationFunctions => i18nObject(l);
const OUT = process.env.E2E_OUT ?? '.test-output';

/**
 * Every value these tests type, so the last test can look for them in the server's log. Each is distinctive
 * enough never to occur there by chance (no short hexadecimal: request ids are made of it).
 */
const typed: string[] = [];
const remember = <T extends string>(v: T): T => {
  typed.push(v);
  return v;
};
let addressCounter = 0;
/** A client address of the test's own (TRUST_PROXY=loopback): the rate limits per address stay real and apart. */
const ownAddress = () => `198.51.${100 + Math.floor(++addressCounter / 200)}.${(addressCounter % 200) + 20}`;

async function noScriptPage(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });
  return { context, page: await context.newPage() };
}

/** The address has no value of any field in it. */
function expectCleanUrl(page: Page, values: string[]) {
  const url = decodeURIComponent(page.url());
  for (const v of values) expect(url).not.toContain(v);
}

async function storedInquiries(email: string): Promise<number> {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    return (await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.email, email))).length;
  } finally {
    await sql.end();
  }
}

const codeNow = (secret: string) => generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);
/** The next 30-second step's code: the server accepts it (clock drift) and, unlike the current one, it is unused. */
const nextCode = (secret: string) => generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + 1), 6);

/** Turns two-factor on for a fresh account through the API, as its profile page does; returns the secret. */
async function withTwoFactor(page: Page, baseURL: string, user: { email: string; password: string }): Promise<string> {
  const post = (procedure: string, json: unknown) => page.request.post(`/trpc/${procedure}`, { data: { json }, headers: { origin: baseURL } });
  expect((await post('auth.signIn', { email: user.email, password: user.password })).status()).toBe(200);
  const started = (await (await post('account.startTwoFactor', null)).json()) as { result: { data: { json: { secret: string } } } };
  const secret = started.result.data.json.secret;
  expect((await post('account.enableTwoFactor', { code: codeNow(secret) })).status()).toBe(200);
  await post('auth.signOut', null);
  await page.context().clearCookies();
  return secret;
}

test.describe('with JavaScript disabled', () => {
  for (const locale of LOCALES) {
    const t = LL(locale).auth;
    test(`sign-in (${locale}): messages beside the fields with the e-mail kept, a wrong password said, then signed in`, async ({ browser, baseURL }) => {
      const user = await createStaffUser(`noscript-signin-${locale}`, 'editor');
      remember(user.email);
      const { context, page } = await noScriptPage(browser, baseURL);
      await page.goto(`${prefix(locale)}/auth`);
      const form = page.locator('form[method="post"]');
      await expect(form).toHaveAttribute('action', `${prefix(locale)}/auth`);

      await page.getByLabel(t.email(), { exact: true }).fill('not-an-address');
      await page.getByLabel(t.password(), { exact: true }).fill(remember('qzv'));
      await page.getByRole('button', { name: t.signInButton() }).click();
      await expect(page.getByText(t.messages.email())).toBeVisible();
      await expect(page.getByText(t.messages.passwordMin({ min: 6 }))).toBeVisible();
      await expect(page.getByLabel(t.email(), { exact: true })).toHaveValue('not-an-address');
      await expect(page.getByLabel(t.password(), { exact: true })).toHaveValue('');
      expectCleanUrl(page, ['not-an-address', 'qzv']);

      await page.getByLabel(t.email(), { exact: true }).fill(user.email);
      await page.getByLabel(t.password(), { exact: true }).fill(remember(`wrong-password-${locale}`));
      await page.getByRole('button', { name: t.signInButton() }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.messages.invalidCredentials() })).toBeVisible();
      await expect(page.getByLabel(t.email(), { exact: true })).toHaveValue(user.email);

      await page.getByLabel(t.password(), { exact: true }).fill(user.password);
      await page.getByRole('button', { name: t.signInButton() }).click();
      await expect(page).toHaveURL(/\/admin$/);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'session')?.httpOnly).toBe(true);
      expect(cookies.find((c) => c.name === 'device')?.httpOnly).toBe(true);
      expectCleanUrl(page, [user.email, user.password]);
      await context.close();
    });
  }

  for (const locale of LOCALES) {
    test(`sign-in with two-factor (${locale}): the code step, a wrong code said, then signed in to the page asked for`, async ({ browser, baseURL, page: apiPage }) => {
      const user = await createStaffUser(`noscript-2fa-${locale}`, 'editor');
      remember(user.email);
      const secret = await withTwoFactor(apiPage, baseURL ?? '', user);
      const t = LL(locale).auth;
      const { context, page } = await noScriptPage(browser, baseURL);
      await page.goto(`${prefix(locale)}/auth?from=/admin/posts`);
      await page.getByLabel(t.email(), { exact: true }).fill(user.email);
      await page.getByLabel(t.password(), { exact: true }).fill(user.password);
      await page.getByRole('button', { name: t.signInButton() }).click();
      await expect(page.getByRole('heading', { name: t.codeTitle() })).toBeVisible();
      await page.getByLabel(t.code(), { exact: true }).fill('000000a');
      await page.getByRole('button', { name: t.verifyButton() }).click();
      // Said beside the code field (issue 26), as the enhanced form does.
      await expect(page.getByLabel(t.code(), { exact: true })).toHaveAccessibleDescription(new RegExp(t.messages.invalidCode()));
      await expect(page.getByLabel(t.code(), { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(t.code(), { exact: true }).fill(nextCode(secret));
      await page.getByRole('button', { name: t.verifyButton() }).click();
      await expect(page).toHaveURL(/\/admin\/posts$/);
      expect((await context.cookies()).some((c) => c.name === 'session')).toBe(true);
      await context.close();
    });
  }

  for (const locale of LOCALES) {
    test(`sign-up and confirmation (${locale}): messages, the notice, then the e-mailed link asks for the password chosen`, async ({ browser, baseURL }) => {
      const t = LL(locale).auth;
      const email = remember(`noscript-signup-${locale}-${Date.now()}@e2e.example`);
      const password = remember(`signup-password-${locale}-${Date.now()}`);
      const { context, page } = await noScriptPage(browser, baseURL);
      await page.goto(`${prefix(locale)}/auth`);
      await page.getByRole('link', { name: t.signUpLink() }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/auth\\?mode=signup$`));
      await page.getByLabel(t.email(), { exact: true }).fill(email);
      await page.getByLabel(t.password(), { exact: true }).fill('short');
      await page.getByRole('button', { name: t.signUpButton() }).click();
      await expect(page.getByText(t.messages.passwordMin({ min: 8 }))).toBeVisible();
      await expect(page.getByLabel(t.email(), { exact: true })).toHaveValue(email);

      const before = mailCount();
      await page.getByLabel(t.password(), { exact: true }).fill(password);
      await page.getByRole('button', { name: t.signUpButton() }).click();
      await expect(page.getByRole('status').filter({ hasText: t.toast.signupTitle() })).toBeVisible();
      expectCleanUrl(page, [email, password]);

      const link = linkFrom(await waitForMail(email, before), 'signup');
      expect(new URL(link).pathname).toMatch(new RegExp(`^${prefix(locale)}/auth/confirm/[\\w-]{43}$`));
      await page.goto(link);
      // The token left the address at once (an HttpOnly cookie carries it).
      expect(new URL(page.url()).pathname).toBe(`${prefix(locale)}/auth`);
      await expect(page.getByRole('heading', { name: t.confirmTitle() })).toBeVisible();
      await page.getByLabel(t.password(), { exact: true }).fill(remember('not-the-password'));
      await page.getByRole('button', { name: t.confirmButton() }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.messages.confirmWrongPassword() })).toBeVisible();
      await page.getByLabel(t.password(), { exact: true }).fill(password);
      await page.getByRole('button', { name: t.confirmButton() }).click();
      await expect(page.getByRole('status').filter({ hasText: t.toast.confirmedTitle() })).toBeVisible();
      await context.close();
    });
  }

  for (const locale of LOCALES) {
    test(`reset request and new password (${locale}): the notice, the mismatch said, then signed in`, async ({ browser, baseURL }) => {
      const t = LL(locale).auth;
      const user = await createStaffUser(`noscript-reset-${locale}`, 'editor');
      remember(user.email);
      const { context, page } = await noScriptPage(browser, baseURL);
      await page.goto(`${prefix(locale)}/auth`);
      await page.getByRole('link', { name: t.forgotLink() }).click();
      await page.getByLabel(t.email(), { exact: true }).fill('nope');
      await page.getByRole('button', { name: t.sendReset() }).click();
      await expect(page.getByText(t.messages.email())).toBeVisible();
      const before = mailCount();
      await page.getByLabel(t.email(), { exact: true }).fill(user.email);
      await page.getByRole('button', { name: t.sendReset() }).click();
      await expect(page.getByRole('status').filter({ hasText: t.toast.resetSentTitle() })).toBeVisible();

      await page.goto(linkFrom(await waitForMail(user.email, before), 'recovery'));
      expect(new URL(page.url()).pathname).toBe(`${prefix(locale)}/auth`);
      await expect(page.getByRole('heading', { name: t.changeTitle() })).toBeVisible();
      const fresh = remember(`new-password-${Date.now()}`);
      await page.getByLabel(t.newPassword(), { exact: true }).fill(fresh);
      await page.getByLabel(t.confirmPassword(), { exact: true }).fill(`${fresh}-typo`);
      await page.getByRole('button', { name: t.updatePassword() }).click();
      await expect(page.getByText(t.messages.passwordsDontMatch())).toBeVisible();
      await expect(page.getByLabel(t.newPassword(), { exact: true })).toHaveValue('');
      await page.getByLabel(t.newPassword(), { exact: true }).fill(fresh);
      await page.getByLabel(t.confirmPassword(), { exact: true }).fill(fresh);
      await page.getByRole('button', { name: t.updatePassword() }).click();
      await expect(page).toHaveURL(/\/admin$/);
      expect((await context.cookies()).find((c) => c.name === 'auth_link')).toBeUndefined();
      await context.close();
    });
  }

  for (const locale of LOCALES) {
    const c = LL(locale).contact;
    test(`contact form (${locale}): a bad phone said beside it with everything kept, then the thank-you and one inquiry`, async ({ browser, baseURL }) => {
      const email = remember(`noscript-contact-${locale}-${Date.now()}@e2e.example`);
      const name = remember(`Noscript Visitor ${locale} ${Date.now()}`);
      const message = remember(`My case without scripts ${locale} ${Date.now()}`);
      const phone = remember(`+1 954 555 ${String(Date.now()).slice(-4)}`);
      const { context, page } = await noScriptPage(browser, baseURL);
      await page.goto(`${prefix(locale)}/contact`);
      const form = page.locator('form.contact-form');
      await expect(form).toHaveAttribute('method', 'post');
      await form.getByLabel(c.name()).fill(name);
      await form.getByLabel(c.email()).fill(email);
      await form.getByLabel(c.phone()).fill('12');
      await form.getByLabel(c.message()).fill(message);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: c.send() }).click();
      await expect(page.getByText(c.messages.phone())).toBeVisible();
      await expect(form.getByLabel(c.name())).toHaveValue(name);
      await expect(form.getByLabel(c.message())).toHaveValue(message);
      await expect(form.getByRole('checkbox')).toBeChecked();
      expectCleanUrl(page, [name, email, message]);

      await form.getByLabel(c.phone()).fill(phone);
      await form.getByRole('button', { name: c.send() }).click();
      await expect(page.getByRole('heading', { name: c.thanksTitle() })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/contact\\?done=sent$`));
      expectCleanUrl(page, [name, email, message, phone]);
      expect(await storedInquiries(email)).toBe(1);
      // Reloading the thank-you sends nothing again.
      await page.reload();
      await expect(page.getByRole('heading', { name: c.thanksTitle() })).toBeVisible();
      expect(await storedInquiries(email)).toBe(1);
      await context.close();
    });
  }

  test('an address carrying a password is answered with the sign-in page and a message, without it', async ({ browser, baseURL }) => {
    const t = LL('es').auth;
    const { context, page } = await noScriptPage(browser, baseURL);
    const secret = remember(`leaked-${Date.now()}`);
    await page.goto(`/es/auth?email=someone%40e2e.example&password=${secret}`);
    await expect(page).toHaveURL(/\/es\/auth\?done=password-not-sent$/);
    await expect(page.getByRole('alert').filter({ hasText: t.messages.passwordNotSent() })).toBeVisible();
    expectCleanUrl(page, [secret]);
    await context.close();
  });
});

test.describe('before the scripts run, on a phone with the CPU slowed 6×', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function slowed(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  }

  test('sign-in typed and sent as soon as the HTML arrives: signed in once', async ({ page, baseURL }) => {
    const user = await createStaffUser('early-signin', 'editor');
    remember(user.email);
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
    await slowed(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    expect((await page.context().cookies()).some((c) => c.name === 'session')).toBe(true);
    expect(baseURL).toBeTruthy();
  });

  test('contact form typed and sent as soon as the HTML arrives: stored exactly once', async ({ page }) => {
    const email = remember(`early-contact-${Date.now()}@e2e.example`);
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
    await slowed(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('form.contact-form');
    await form.getByLabel('Full name').fill(remember(`Early Visitor ${Date.now()}`));
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill(remember('+1 954 555 0142'));
    await form.getByLabel('Brief description of the case').fill(remember(`Typed before the scripts ${Date.now()}`));
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => storedInquiries(email)).toBe(1);
    await waitForHydration(page);
    expect(await storedInquiries(email)).toBe(1);
  });

  test('text typed before hydration is still there, and in the form, after it', async ({ page }) => {
    await slowed(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('form.contact-form');
    const name = `Kept Visitor ${Date.now()}`;
    await form.getByLabel('Full name').fill(name);
    await waitForHydration(page);
    // A render after hydration (typing in another field) must not wipe it: it is in the form's state.
    await form.getByLabel('Email address').fill('kept@e2e.example');
    await expect(form.getByLabel('Full name')).toHaveValue(name);
  });
});

test('the server log carries none of the values typed above', async () => {
  const log = fs.readFileSync(path.resolve(OUT, 'server.log'), 'utf8');
  // The log is real: it has the requests of the tests above, by path.
  expect(log).toContain('"url":"/es/auth?done=[redacted]"');
  expect(log).toMatch(/"url":"\/es\/auth\?email=\[redacted\]&password=\[redacted\]"/);
  expect(typed.length).toBeGreaterThan(20);
  for (const value of typed) expect(log, `the log holds ${value}`).not.toContain(value);
});
