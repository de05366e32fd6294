import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInAs, STAFF_PASSWORD } from './staff-users';

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });

/**
 * Decision 0014, people side: inquiries, the team, the profile and password, the plan page and the
 * small-screen header. Each test is an administrator of its own, signed in through the service layer (the sign-in
 * form is admin.spec.ts's): its name and password change, never the seeded admin's, which other tests sign in with.
 */
let me: { id: string; email: string };
test.beforeEach(async ({ context, baseURL }) => {
  me = await signedInAs(context, baseURL, 'people-admin', 'admin');
});

function toast(page: Page): Locator {
  return page.locator('.Toastify');
}

/** Responses the test provokes on purpose (a wrong password) are logged by Chromium as console errors. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

/** A tRPC mutation sent as the site's own page would send it (superjson body, same-origin header). */
async function mutate(page: Page, procedure: string, input: unknown, baseURL: string) {
  const res = await page.request.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

test('an inquiry sent through the contact form appears in the Inquiries tab, is marked handled, then deleted', async ({ page, consoleErrors, baseURL }) => {
  const stamp = Date.now();
  const earlier = `Olga Earlier ${stamp}`;
  const name = `Rosa Inquirer ${stamp}`;
  // From an address of the test's own (TRUST_PROXY=loopback): the contact form's limit per address stays the suite's.
  const from = { 'x-forwarded-for': '198.51.100.61' };
  const send = async (input: Record<string, unknown>) => {
    const res = await page.request.post('/trpc/contact.submit', { data: { json: { privacy: true, website: '', ...input } }, headers: { origin: baseURL ?? '', ...from } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await send({ name: earlier, email: 'olga.earlier@example.com', phone: '+1 (954) 555-0198', message: 'A question about a work permit.', locale: 'en' });
  await send({ name, email: 'rosa.inquirer@example.com', phone: '+1 (954) 555-0199', message: 'My husband was detained yesterday.\nWhat should I do first?', locale: 'es' });

  await page.goto('/admin?tab=inquiries');
  await expect(page.getByRole('link', { name: 'Add Post' })).toHaveCount(0);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item).toBeVisible();
  // Newest first (other tests send inquiries too: this one comes before the one sent just before it).
  const names = await page.getByRole('list', { name: 'Inquiries' }).getByRole('heading', { level: 2 }).allTextContents();
  expect(names.indexOf(name)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(name)).toBeLessThan(names.indexOf(earlier));
  await expect(item.getByRole('link', { name: 'rosa.inquirer@example.com' })).toHaveAttribute('href', 'mailto:rosa.inquirer@example.com');
  await expect(item.getByRole('link', { name: '+1 (954) 555-0199' })).toHaveAttribute('href', 'tel:+19545550199');
  await expect(item.getByText('Spanish')).toBeVisible();
  await expect(item.getByText(/^Received /)).toBeVisible();
  const message = item.getByText('My husband was detained yesterday.');
  expect(await message.evaluate((el) => (el as HTMLElement).innerText)).toBe('My husband was detained yesterday.\nWhat should I do first?');
  await expect(item.getByText('New', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(toast(page)).toContainText('Inquiry updated');
  await expect(item.getByText('Handled', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: /^Mark as new/ }).click();
  await expect(item.getByText('New', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: `Delete inquiry from ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Confirm Deletion' })).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete this inquiry? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Inquiry deleted');
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  // Other tests' inquiries may remain: the tab shows either the rest of the list or the empty state.
  await expect(page.getByRole('list', { name: 'Inquiries' }).or(page.getByText('No inquiries yet.'))).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the Team tab lists a new account without access and grants it Editor; the own admin role stays', async ({ page, consoleErrors, baseURL }) => {
  const email = `new.editor.${Date.now()}@example.com`;
  await mutate(page, 'auth.signUp', { email, password: 'a-long-password-1' }, baseURL ?? '');

  // Newest first: other tests add accounts too, and the list comes a page at a time.
  await page.goto('/admin?tab=team&sort=created');
  const table = page.getByRole('table', { name: 'Team' });
  await expect(table.getByRole('columnheader')).toHaveText(['Email', 'Name', 'Role', 'Email confirmation', 'Two-factor', 'Change role']);
  const row = table.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row.getByText('No access', { exact: true }).first()).toBeVisible();
  await expect(row.getByText('Not confirmed')).toBeVisible();

  const roleSelect = page.getByRole('combobox', { name: `Role for ${email}` });
  await roleSelect.click();
  await expect(page.getByRole('option')).toHaveText(['Admin', 'Editor', 'No access']);
  await page.getByRole('option', { name: 'Editor' }).click();
  await expect(toast(page)).toContainText('Role updated');
  await expect(row.getByText('Editor', { exact: true }).first()).toBeVisible();
  await expect(roleSelect).toHaveText('Editor');

  // Keyboard: the select opens with Enter and takes the role away again.
  await roleSelect.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'No access' }).click();
  await expect(roleSelect).toHaveText('No access');

  const own = table.getByRole('row', { name: new RegExp(me.email.replace(/\./g, '\\.')) });
  await expect(own.getByText('Admin', { exact: true }).first()).toBeVisible();
  await expect(own.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role for ${me.email}` })).toBeDisabled();
  await expect(own.getByText('You cannot remove your own admin role.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the profile saves the name; the e-mail is fixed', async ({ page, consoleErrors }) => {
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(me.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email cannot be changed.')).toBeVisible();
  await expect(page.getByText('••••••••')).toBeVisible();

  await page.getByLabel('Name').fill('Maria Alvarez');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Profile Updated');
  await expect(toast(page)).toContainText('Your profile has been updated.');
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Maria Alvarez');
  expect(consoleErrors).toEqual([]);
});

test('Change Password: the rules inline, a wrong current password, then a real change and back', async ({ page, consoleErrors }) => {
  const next = 'a-brand-new-password-2026';
  await page.goto('/admin/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  const current = dialog.getByRole('textbox', { name: 'Current Password' });
  const fresh = dialog.getByRole('textbox', { name: 'New Password', exact: true });
  const confirm = dialog.getByRole('textbox', { name: 'Confirm New Password' });
  await expect(current).toBeFocused();

  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('All fields are required')).toBeVisible();

  await current.fill('wrong-password-123');
  await fresh.fill(next);
  await confirm.fill(`${next}x`);
  await expect(dialog.getByText('All fields are required')).toHaveCount(0);
  await expect(dialog.getByText('New passwords do not match')).toBeVisible();
  await fresh.fill('short');
  await confirm.fill('short');
  await expect(dialog.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(dialog.getByText('New passwords do not match')).toHaveCount(0);

  // Each field has its own show/hide toggle.
  await expect(fresh).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show new password' }).click();
  await expect(fresh).toHaveAttribute('type', 'text');
  await expect(confirm).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Hide new password' }).click();
  await expect(fresh).toHaveAttribute('type', 'password');

  // The server checks the current password.
  await fresh.fill(next);
  await confirm.fill(next);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();
  await expect(toast(page)).toContainText('Error');
  await expect(dialog).toBeVisible();

  await current.fill(STAFF_PASSWORD);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page)).toContainText('Success');
  await expect(toast(page)).toContainText('Your password has been updated successfully');
  await expect(dialog).toHaveCount(0);

  // The session that changed it stays signed in, and the dialog opens empty for the next change: back again.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(current).toHaveValue('');
  await current.fill(next);
  await fresh.fill(STAFF_PASSWORD);
  await confirm.fill(STAFF_PASSWORD);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page)).toContainText('Your password has been updated successfully');
  await expect(dialog).toHaveCount(0);

  // Cancel closes without a call and clears what was typed.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await current.fill('something');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeFocused();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('the subscription page shows the plan, the next billing date and the three plans', async ({ page, consoleErrors }) => {
  await page.goto('/admin/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  const today = new Date();
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  next.setDate(Math.min(today.getDate(), new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate()));
  const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(next);
  await expect(page.getByText(`Next billing date: ${expected}`)).toBeVisible();
  await expect(page.getByText('Billing details on file ending in 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Payment Method' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Plan' })).toBeVisible();
  await expect(page.getByText('Billing is managed outside this site')).toBeVisible();

  const plans = page.getByRole('list', { name: 'Plans' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Basic Plan', 'Professional Plan', 'Enterprise Plan']);
  const features = (plan: string) => plans.filter({ hasText: plan }).getByRole('list').getByRole('listitem');
  await expect(features('Basic Plan')).toHaveText(['Up to 10 resources', 'Basic analytics', '24/7 support']);
  await expect(features('Professional Plan')).toHaveText(['Up to 50 resources', 'Advanced analytics', 'Priority support', 'Custom branding']);
  await expect(features('Enterprise Plan')).toHaveText([
    'Unlimited resources',
    'Full analytics suite',
    'Dedicated support rep',
    'Custom branding',
    'API access',
    'SSO integration',
  ]);
  await expect(plans.filter({ hasText: 'Basic Plan' })).toContainText('$9.99/month');
  await expect(plans.filter({ hasText: 'Professional Plan' })).toContainText('$19.99/month');
  await expect(plans.filter({ hasText: 'Enterprise Plan' })).toContainText('$49.99/month');
  await expect(plans.filter({ hasText: 'Professional Plan' }).getByText('Current', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Basic Plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Enterprise Plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Professional Plan' })).toHaveCount(0);

  // The buttons do nothing: no request, no navigation.
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/')) calls.push(r.url());
  });
  await page.getByRole('button', { name: 'Switch to Enterprise Plan' }).click();
  await page.getByRole('button', { name: 'Cancel Plan' }).click();
  await expect(page).toHaveURL(/\/admin\/subscription$/);
  expect(calls).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('at 375 px the header items live in a popover', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin');
  await expect(page.getByText(`Logged in as ${me.email}`)).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await expect(header.getByText('Professional Plan')).toBeHidden();
  await expect(header.getByRole('button', { name: /Account menu/ })).toBeHidden();

  await header.getByRole('button', { name: 'Open admin menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu.getByText('My Account')).toBeVisible();
  await expect(menu.getByRole('link', { name: me.email })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Professional Plan' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Open admin menu' })).toBeFocused();

  await header.getByRole('button', { name: 'Open admin menu' }).click();
  await menu.getByRole('link', { name: me.email }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(menu).toHaveCount(0);
  await header.getByRole('button', { name: 'Open admin menu' }).click();
  await menu.getByRole('link', { name: 'Professional Plan' }).click();
  await expect(page).toHaveURL(/\/admin\/subscription$/);
  await header.getByRole('button', { name: 'Open admin menu' }).click();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Nothing overflows sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(consoleErrors).toEqual([]);
});

test('the admin screens have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  for (const tab of ['Resources', 'Client Tools', 'Admin Tools', 'Inquiries', 'Team']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expect(page.getByText(/^Loading /)).toHaveCount(0);
    expect(await axeFindings(page), tab).toEqual([]);
  }
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: /^Delete/ }).first().click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await axeFindings(page), 'delete dialog').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/admin/new-post');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await page.getByLabel('Content').fill('## A heading\n- a bullet\nA paragraph.');
  expect(await axeFindings(page), 'post form').toEqual([]);
  await page.goto('/admin/new-resource');
  await page.getByRole('button', { name: 'Save Resource' }).click();
  await expect(page.getByText('Type is required')).toBeVisible();
  expect(await axeFindings(page), 'resource form').toEqual([]);
  await page.goto('/admin/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('All fields are required')).toBeVisible();
  expect(await axeFindings(page), 'password dialog').toEqual([]);
  await page.goto('/admin/subscription');
  await expect(page.getByText('Current', { exact: true })).toBeVisible();
  expect(await axeFindings(page), 'subscription').toEqual([]);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
  expect(await axeFindings(page), 'small-screen menu').toEqual([]);
});
