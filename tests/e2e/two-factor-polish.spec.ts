import fs from 'node:fs';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Page } from '@playwright/test';
import { slugify } from '@shared/slugify';
import { expect, test, waitForHydration } from './fixtures';
import { signedInAs } from './staff-users';

/**
 * Issue 26, item 12: the profile's two-factor set-up. Each test enrols an account of its own (made through the
 * service layer), never the shared admin, whose sign-in the rest of the suite relies on.
 */

const stepNow = () => Math.floor(Date.now() / 30_000);
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

/** A wrong code is provoked on purpose: Chromium logs the refused request, and the page the error it shows. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[013]|^TRPCClientError: Invalid code/.test(e));

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
