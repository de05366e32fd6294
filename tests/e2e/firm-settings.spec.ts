import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { signedInAs } from './staff-users';

/**
 * Decision 0014: an administrator changes the firm's phone at /admin/settings and every public page says
 * it: the footer, the contact page and the structured data. The demo values are marked and on the go-live
 * checklist until replaced. The test puts the demo phone back, so the rest of the suite sees the seeded site.
 */
test.describe.configure({ mode: 'serial' });

const DEMO_PHONE = '(954) 555-0142';
const NEW_PHONE = '(305) 867-2210';

async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Firm details', level: 2 })).toBeVisible();
}

async function savePhone(page: Page, phone: string) {
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

/** Serious or critical axe findings, named so the report says what to fix. */
async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

async function legalService(page: Page): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((o) => o['@type'] === 'LegalService');
}

test('the dashboard says the site is not ready, and the checklist lists and marks the demo values', async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL, 'settings-look', 'admin');
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByText(/Before going live: \d+ items of the checklist left/)).toBeVisible();
  await page.getByRole('link', { name: 'Open the checklist in Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Firm details', level: 2 })).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Go-live checklist' });
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Phone numbers' })).toContainText('To do');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Served over https' })).toContainText('To do');
  // The phone field carries its 'Placeholder' mark in its description.
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(/Demo value: replace it before going live/);
  expect(await axeFindings(page), 'settings page').toEqual([]);
});

test('a bad phone gets its message beside the field and nothing is saved', async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL, 'settings-bad', 'admin');
  await openSettings(page);
  await page.getByLabel('Phone', { exact: true }).fill('12');
  await page.getByLabel('E-mail').fill('not-an-address');
  // Leaving a field checks it: both messages appear before the save is tried.
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Enter a phone number with 10 to 15 digits, for example (954) 555-0142')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  // The save is refused in the form, and the first field with a message gets the focus.
  await expect(page.getByLabel('Phone', { exact: true })).toBeFocused();
  await expect(page.getByText('Some fields need attention.')).toBeVisible();
  expect(await axeFindings(page), 'settings page with messages').toEqual([]);
  await page.goto('/contact');
  await expect(page.locator('.contact-info')).toContainText(DEMO_PHONE);
});

test('a new phone shows in the footer, the contact page and the JSON-LD, in every language', async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL, 'settings-phone', 'admin');
  await openSettings(page);
  await savePhone(page, NEW_PHONE);
  // Off the checklist and unmarked once replaced.
  await expect(page.getByRole('list', { name: 'Go-live checklist' }).getByRole('listitem').filter({ hasText: 'Phone numbers' })).toContainText('Done');

  try {
    await page.goto('/contact');
    await expect(page.locator('.contact-info').getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+13058672210');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE })).toBeVisible();
    await expect(page.getByText(DEMO_PHONE)).toHaveCount(0);

    await page.goto('/es/contact');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE })).toBeVisible();

    await page.goto('/fr');
    expect(await legalService(page)).toMatchObject({ telephone: '+13058672210' });
  } finally {
    await openSettings(page);
    await savePhone(page, DEMO_PHONE);
  }
  await page.goto('/contact');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: DEMO_PHONE })).toBeVisible();
});

test('an editor cannot read or save the firm settings', async ({ page, context, baseURL, request }) => {
  await signedInAs(context, baseURL, 'settings-editor', 'editor');
  await page.goto('/admin/settings');
  await waitForHydration(page);
  await expect(page.getByText("You don't have access to the site settings.", { exact: false })).toBeVisible();
  const cookies = await context.cookies();
  const res = await request.get('/trpc/settings.get', { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(res.status()).toBe(403);
});
