import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { createStaffUser } from './staff-users';

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });

/**
 * Decision 0014: the audit log at /admin/audit is for administrators, and so are inquiries. Each test signs in
 * with an account of its own, created through the service layer.
 */

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const unexpected = (errors: string[]) => errors.filter((e) => !/status of 403/.test(e));

test('an editor gets 403 from the inquiries and audit APIs and has no Audit log link', async ({ page, consoleErrors }) => {
  const editor = await createStaffUser('audit-editor', 'editor');
  await signIn(page, editor.email, editor.password);
  const inquiries = await page.request.get('/trpc/inquiries.list');
  expect(inquiries.status()).toBe(403);
  expect(await inquiries.text()).toContain('Only administrators can do this.');
  expect((await page.request.get('/trpc/audit.list')).status()).toBe(403);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'You do not have access to the audit log' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toHaveCount(0);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('an editor has no Inquiries tab', async ({ page }) => {
  const editor = await createStaffUser('audit-editor-tab', 'editor');
  await signIn(page, editor.email, editor.password);
  await expect(page.getByRole('tab', { name: 'Blog Posts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Inquiries' })).toHaveCount(0);
});

test('an admin filters the audit log by action and e-mail, and exports inquiries as CSV (recorded too)', async ({ page, consoleErrors, baseURL }) => {
  const admin = await createStaffUser('audit-admin', 'admin');
  await page.request.post('/trpc/contact.submit', {
    data: { json: { name: '=cmd|calc', email: 'csv.check@example.com', phone: '+1 954 555 0177', message: 'Señora Dépôt', privacy: true, website: '', locale: 'fr' } },
    headers: { origin: baseURL ?? '' },
  });
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin?tab=inquiries');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]));
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const csv = bytes.toString('utf8');
  expect(csv).toContain("'=cmd|calc");
  expect(csv).toContain('Señora Dépôt');

  await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Inquiries exported' }).filter({ hasText: admin.email })).toHaveCount(1);
  // Newest first, by one actor (other tests write to the log meanwhile): the export, then this admin's sign-in.
  await page.getByLabel('Actor e-mail').fill(admin.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Inquiries exported');
  await expect(table.getByRole('row').nth(2)).toContainText('Signed in');

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Signed in' }).click();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Signed in');
  await expect(table.getByRole('row').nth(1)).toContainText('127.0.0.1');
  expect(unexpected(consoleErrors)).toEqual([]);
});
