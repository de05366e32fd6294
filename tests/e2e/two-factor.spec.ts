import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { createStaffUser } from './staff-users';

// These tests sign in through the form many times (password, code, recovery code): as a visitor of their own
// address, so the per-address sign-in budget they spend is theirs, not the rest of the suite's.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });

/**
 * Decision 0014: two-factor sign-in for staff. Each test signs in with an account of its own (created through
 * the service layer), so the shared admin's sign-in rate limit is not spent here.
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
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[13]|^TRPCClientError: Invalid code/.test(e));

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

  const used = { step: -1 };
  await page.getByLabel('Code').fill(await freshCode(secret, used));
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
