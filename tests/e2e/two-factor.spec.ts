import fs from 'node:fs';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Page } from '@playwright/test';
import { slugify } from '@shared/slugify';
import { expect, test, waitForHydration } from './fixtures';
import { createStaffUser, signedInAs } from './staff-users';

// These tests sign in through the form many times (password, code, recovery code): as a visitor of their own
// address, so the per-address sign-in budget they spend is theirs, not the rest of the suite's.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });

/**
 * Decision 0014 and issue 26, item 12: two-factor sign-in for staff, and its set-up on the profile page (the button
 * says what it does, a wrong code stays beside the field, the recovery codes can be copied and downloaded). Each
 * test has an account of its own (created through the service layer), never the shared admin.
 */

const stepNow = () => Math.floor(Date.now() / 30_000);
/** The code of the next 30-second step: the server accepts one step of drift either way. */
function nextCode(secret: string): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(stepNow() + 1), 6);
}

/**
 * A code the server has not seen yet: each step's code is accepted once, so after using step N the next
 * sign-in needs step N+1, usable (as "the next step") once the clock reaches step N. Waits up to 30 s.
 */
async function freshCode(secret: string, used: { step: number }): Promise<string> {
  while (stepNow() + 1 <= used.step) await new Promise((r) => setTimeout(r, 500));
  used.step = stepNow() + 1;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(used.step), 6);
}

/** A wrong code, provoked on purpose, is logged twice: by Chromium (the 401) and by the page (the error it shows). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[013]|^TRPCClientError: Invalid code/.test(e));

async function signInWithPassword(page: Page, email: string, password: string, auth = '/auth') {
  await page.goto(auth);
  await waitForHydration(page);
  await page.getByLabel(/^(Email|Correo electrónico|Adresse e-mail)$/).fill(email);
  await page.getByLabel(/^(Password|Contraseña|Mot de passe)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign In|Iniciar sesión|Se connecter)$/ }).click();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** Profile page: 'Turn on two-factor authentication', then the key, its URI and QR code, a code from the key, 'Verify'. */
async function enrol(page: Page): Promise<{ secret: string; codes: string[]; used: { step: number } }> {
  await page.goto('/admin/profile');
  await page.getByRole('button', { name: 'Turn on two-factor authentication', exact: true }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByTestId('totp-uri')).toContainText(`otpauth://totp/`);
  await expect(page.getByTestId('totp-uri')).toContainText(`secret=${secret}`);
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The current step's code (the next one stays unused, so the sign-in after this needs no wait for the clock).
  const used = { step: stepNow() };
  await page.getByLabel('Code').fill(generateHOTP(decodeBase32IgnorePadding(secret), BigInt(used.step), 6));
  await page.getByRole('button', { name: 'Verify' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();
  return { secret, codes, used };
}

test('enrol with a code computed from the shown key, then sign in with password + code, and with a recovery code once', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const user = await createStaffUser('tfa', 'admin');
  await signInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(/\/admin$/);
  const { secret, codes, used } = await enrol(page);
  await signOut(page);

  // Password, then the code step: no session yet.
  await signInWithPassword(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect((await page.request.get('/trpc/auth.me').then((r) => r.json())) as unknown).toMatchObject({ result: { data: { json: null } } });
  await page.getByLabel('Code').fill('000000');
  // A wrong code is refused (unless it happens to be right: skip then).
  if ('000000' !== nextCode(secret)) {
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.locator('.Toastify')).toContainText('Invalid code');
    await expect(page).toHaveURL(/\/auth$/);
    // Beside the field too, where it stays after the toast, until the code changes.
    await expect(page.getByLabel('Code')).toHaveAccessibleDescription(/Invalid code/);
    await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  }
  await page.getByLabel('Code').fill(await freshCode(secret, used));
  await expect(page.getByLabel('Code')).not.toHaveAccessibleDescription(/Invalid code/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  // A recovery code signs in once.
  const recovery = codes[0] ?? '';
  await signInWithPassword(page, user.email, user.password);
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);
  await signInWithPassword(page, user.email, user.password);
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('.Toastify')).toContainText('Invalid code');
  await expect(page).toHaveURL(/\/auth$/);

  // Both sign-ins are in the audit log, with the second factor used.
  await page.getByLabel('Code').fill(codes[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await page.getByLabel('Actor e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Two-factor turned on' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'authenticator code' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'recovery code' })).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: 'Failed sign-in' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Signed out' })).toHaveCount(3);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('the code step is in the visitor language on /es/auth and /fr/auth', async ({ page, baseURL }) => {
  const user = await createStaffUser('tfa-lang', 'editor');
  const post = (procedure: string, json: unknown) => page.request.post(`/trpc/${procedure}`, { data: { json }, headers: { origin: baseURL ?? '' } });
  await post('auth.signIn', { email: user.email, password: user.password });
  const started = (await (await post('account.startTwoFactor', null)).json()) as { result: { data: { json: { secret: string } } } };
  const secret = started.result.data.json.secret;
  expect((await post('account.enableTwoFactor', { code: nextCode(secret) })).status()).toBe(200);
  await post('auth.signOut', null);

  const words = [
    { path: '/es/auth', title: 'Verificación en dos pasos', code: 'Código', verify: 'Verificar', invalid: 'Código no válido' },
    { path: '/fr/auth', title: 'Authentification à deux facteurs', code: 'Code', verify: 'Vérifier', invalid: 'Code invalide' },
  ];
  for (const w of words) {
    await signInWithPassword(page, user.email, user.password, w.path);
    await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
    await page.getByLabel(w.code, { exact: true }).fill('zzzzzz');
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page.locator('.Toastify')).toContainText(w.invalid);
  }
});

// ---- the set-up on the profile page ----

const codeAt = (secret: string, step: number) => generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);

/** A 6-digit code that no step near now gives (the server accepts one step of drift either way). */
function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2, 3].map((d) => codeAt(secret, stepNow() + d)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** The profile's set-up started: the key shown. */
async function startSetUp(page: Page): Promise<string> {
  await page.goto('/admin/profile');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Turn on two-factor authentication', exact: true }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return secret;
}

test('the set-up button says what it does; a wrong code stays beside the field after the toast has gone', async ({ page, context, baseURL, consoleErrors }) => {
  await signedInAs(context, baseURL, 'tfa-polish', 'editor');
  const secret = await startSetUp(page);
  const code = page.getByLabel('Code', { exact: true });
  await code.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();

  // The message is the field's own: marked invalid and described by it, in red under the input.
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/Invalid code/);
  const ids = ((await code.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const message = page.locator(ids.map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: 'Invalid code' });
  await expect(message).toHaveCount(1);
  const [fieldBox, messageBox] = [await code.boundingBox(), await message.boundingBox()];
  expect(messageBox && fieldBox && messageBox.y >= fieldBox.y + fieldBox.height).toBe(true);
  const color = await message.evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  expect(r > g && r > b, `message colour ${color}`).toBe(true);

  // The toast goes by itself; the message beside the field stays.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
  await expect(message).toBeVisible();
  await expect(code).toHaveAccessibleDescription(/Invalid code/);

  // Typing clears it.
  const typed = await code.inputValue();
  await code.press('End');
  await code.press('Backspace');
  await expect(code).toHaveValue(typed.slice(0, -1));
  await expect(message).toHaveCount(0);
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('recovery codes can be copied, and downloaded as a text file naming the account and the date', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  const user = await signedInAs(context, baseURL, 'tfa-codes', 'admin');
  const secret = await startSetUp(page);
  await page.getByLabel('Code', { exact: true }).fill(codeAt(secret, stepNow() + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());

  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.locator('.Toastify')).toContainText('Recovery codes copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').map((l) => l.trim()).filter(Boolean)).toEqual(codes);

  // The file: named after the site, a header line with the account and today's date, then the codes shown.
  const settings = (await (await page.request.get('/trpc/settings.get')).json()) as { result: { data: { json: { data: { shortName: string } } } } };
  const shortName = settings.result.data.json.data.shortName;
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.txt)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slugify(shortName)}-recovery-codes.txt`);
  const text = fs.readFileSync(await download.path(), 'utf8');
  const [header = '', ...rest] = text.split(/\r?\n/);
  expect(header).toContain(user.email);
  expect(header).toContain(today);
  expect(rest.map((l) => l.trim()).filter(Boolean)).toEqual(codes);

  // Without a clipboard (an old browser, a page not served over https): a message that says what to do instead.
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.locator('.Toastify')).toContainText('Copying is not available');
  await expect(list.getByRole('listitem')).toHaveCount(10);
});
