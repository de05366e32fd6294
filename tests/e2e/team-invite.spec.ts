/**
 * Staff accounts the way teams expect: an administrator invites a colleague from the Team tab, the e-mailed link
 * lets them choose a name and password and arrive in /admin with the role (with JavaScript and without), and an
 * editor who opens an administrator's page is told so instead of being shown 'not found'.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { mailCount, waitForMail } from './mail';
import { signedInAs } from './staff-users';

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });

const NOT_FOUND = "The page you're looking for doesn't exist or has been moved.";

function inviteLinkFrom(mail: string): string {
  const m = /https?:\/\/[^\s"<>]+\/auth\/invite\/[\w-]+/.exec(mail);
  if (!m) throw new Error(`no invitation link in:\n${mail}`);
  return m[0];
}

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.example`;

/** A tRPC mutation sent as the site's own page would send it (superjson body, same-origin header). */
async function mutate(page: Page, procedure: string, input: unknown, baseURL: string) {
  const res = await page.request.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Responses the test provokes on purpose (an editor's refused calls) are logged by Chromium as console errors. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 40\d/.test(e));

/** The Team tab, newest accounts first (the suite's other tests add accounts too). */
async function openTeamTab(page: Page) {
  await page.goto('/admin?tab=team&sort=created');
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: 'Team' })).toBeVisible();
}

test('an admin invites a colleague from the Team tab; the e-mailed link sets a name and password and lands in /admin as an editor', async ({
  page,
  context,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await signedInAs(context, baseURL, 'invite-admin', 'admin');
  await openTeamTab(page);
  const email = uniqueEmail('invited.editor');
  const before = mailCount();

  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('.Toastify')).toContainText('Invitation sent');
  await expect(dialog).toHaveCount(0);
  const pending = page.getByRole('region', { name: 'Pending invitations' }).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(pending).toContainText('Editor');

  // An invitation sent by mistake is withdrawn from the list.
  const mistaken = uniqueEmail('mistaken');
  await mutate(page, 'team.invite', { email: mistaken, role: 'admin' }, baseURL ?? '');
  await page.reload();
  await page.getByRole('button', { name: `Withdraw the invitation of ${mistaken}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.locator('.Toastify')).toContainText('Invitation withdrawn');
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(mistaken)).toHaveCount(0);
  await expect(pending).toBeVisible();

  const mail = await waitForMail(email, before);
  expect(mail).toContain('as an editor');
  const link = inviteLinkFrom(mail);

  // The colleague's own browser, signed in as nobody.
  const theirs = await browser.newContext({ baseURL });
  const colleague = await theirs.newPage();
  const theirErrors: string[] = [];
  colleague.on('console', (m) => m.type() === 'error' && theirErrors.push(m.text()));
  await colleague.goto(link);
  // The token left the address bar at once (an HttpOnly cookie carries it).
  await expect(colleague).toHaveURL(/\/auth$/);
  await waitForHydration(colleague);
  await expect(colleague.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(colleague.getByText(`as an editor, with the address ${email}`)).toBeVisible();
  await colleague.getByLabel('Your name').fill('Ines Invited');
  await colleague.getByLabel('Password', { exact: true }).fill('short');
  await colleague.getByRole('button', { name: 'Join the team' }).click();
  await expect(colleague.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
  await colleague.getByLabel('Password', { exact: true }).fill('invited-password-1');
  await colleague.getByRole('button', { name: 'Join the team' }).click();
  await expect(colleague).toHaveURL(/\/admin$/);
  await expect(colleague.getByText(`Logged in as ${email}`)).toBeVisible();
  await expect(colleague.getByRole('tab', { name: 'Blog Posts' })).toBeVisible();
  await expect(colleague.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  expect(theirErrors).toEqual([]);
  await theirs.close();

  // The admin sees the new member with the role and name, and no pending invitation any more.
  await openTeamTab(page);
  const row = page.getByRole('table', { name: 'Team' }).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row.getByText('Editor', { exact: true }).first()).toBeVisible();
  await expect(row.getByText('Ines Invited')).toBeVisible();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(email)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('without JavaScript the invitation link works too, and a used link says so', async ({ page, context, browser, baseURL }) => {
  await signedInAs(context, baseURL, 'invite-admin-nojs', 'admin');
  const email = uniqueEmail('invited.admin');
  const before = mailCount();
  await mutate(page, 'team.invite', { email, role: 'admin' }, baseURL ?? '');
  const link = inviteLinkFrom(await waitForMail(email, before));

  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const colleague = await noScript.newPage();
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/auth$/);
  await expect(colleague.getByText(`as an administrator, with the address ${email}`)).toBeVisible();
  // A field's message comes back from the server, with the name kept.
  await colleague.getByLabel('Your name').fill('Noah Noscript');
  await colleague.getByLabel('Password', { exact: true }).fill('short');
  await colleague.getByRole('button', { name: 'Join the team' }).click();
  await expect(colleague.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
  await expect(colleague.getByLabel('Your name')).toHaveValue('Noah Noscript');
  await colleague.getByLabel('Password', { exact: true }).fill('noscript-password-1');
  await colleague.getByRole('button', { name: 'Join the team' }).click();
  await expect(colleague).toHaveURL(/\/admin$/);
  const me = (await (await colleague.request.get('/trpc/auth.me')).json()) as { result: { data: { json: { user: { email: string; role: string; name: string } } } } };
  expect(me.result.data.json.user).toMatchObject({ email, role: 'admin', name: 'Noah Noscript' });
  await noScript.close();

  // Opened again (by anyone): the sign-in form says the invitation was used.
  const later = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const again = await later.newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/\/auth$/);
  await expect(again.getByRole('alert')).toHaveText('This invitation has already been used. Sign in with the password you chose.');
  await expect(again.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await later.close();

  // The server's request log names the link's address without its token.
  const token = link.slice(link.lastIndexOf('/') + 1);
  const log = fs.readFileSync(path.resolve(process.env.E2E_OUT ?? '.test-output', 'server.log'), 'utf8');
  expect(log).toContain('/auth/invite/[redacted]');
  expect(log).not.toContain(token);
});

test('an editor who opens an administrator’s page is told there is no access, with a way back to the dashboard', async ({ page, context, baseURL, consoleErrors }) => {
  await signedInAs(context, baseURL, 'no-access-editor', 'editor');
  await page.goto('/admin/audit');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'You do not have access to the audit log' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);

  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { name: 'You do not have access to the inbox' })).toBeVisible();
  await page.goto('/admin?tab=team');
  await expect(page.getByRole('heading', { name: 'You do not have access to the Team tab' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Blog Posts' })).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});
