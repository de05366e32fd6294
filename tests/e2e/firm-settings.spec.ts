import { axeFindings } from './axe';
import type { Dialog, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { FirmSettings } from '@shared/schemas/firm';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';
import { updateFirm } from './firm-settings-api';
import { ALONE } from './locks';
import { signedInAs } from './staff-users';

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });

/**
 * The firm's settings at /admin/settings (decisions 0014 and 0008, issue 26): the demo values are marked and on the
 * go-live checklist until replaced; a bad value is answered beside its field; what an administrator saves (the phone,
 * the address, the attorneys) is what every public page says, in every language; the form never loses work
 * (leaving asks first, 'Remove attorney' asks, Save stays on screen); the site is exported from here; an editor has
 * none of it. A test that saves puts the seeded values back, and runs alone (every public page shows them).
 */
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
  { locale: 'fr', prefix: '/fr' },
] as const;

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

// Every public page shows the phone: no other test runs meanwhile.
test('a new phone shows in the footer, the contact page and the JSON-LD, in every language', { lock: ALONE }, async ({ page, context, baseURL }) => {
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

test('an editor has no Settings link, the page says there is no access, and the settings and the export answer 403', async ({ page, context, baseURL, request }) => {
  await signedInAs(context, baseURL, 'settings-editor', 'editor');
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Blog Posts' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page.getByText("You don't have access to the site settings.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  const cookies = await context.cookies();
  const res = await request.get('/trpc/settings.get', { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(res.status()).toBe(403);
  expect((await page.request.post('/admin/export.zip', { headers: { origin: baseURL ?? '' } })).status()).toBe(403);
  // The former GET address exports nothing, for anyone: it says where the export starts now.
  expect((await page.request.get('/admin/export.zip')).status()).toBe(405);
});

// Every public page shows the firm's address and attorneys: no other test runs meanwhile.
test('a firm in Miami edits its settings and nothing else: every language says Miami and keeps its promise', { lock: ALONE }, async ({ page, baseURL, consoleErrors }) => {
  const base = baseURL ?? '';
  let original: FirmSettings | undefined;
  await updateFirm(base, (d) => (original = structuredClone(d)));
  try {
    await updateFirm(base, (d) => ({
      ...d,
      address: { street: '200 S Biscayne Blvd', city: 'Miami', region: 'FL', postalCode: '33131' },
      attorneys: d.attorneys.slice(0, 1),
      responsePromise: 'sameDay',
    }));
    const expected = {
      en: { eyebrow: 'Immigration attorneys in Miami, Florida', title: 'Immigration Lawyers in Miami, FL', one: 'One attorney with', map: 'Map of our Miami office', promise: 'usually the same day', hero: 'One immigration attorney, one Miami office' },
      es: { eyebrow: 'Abogados de inmigración en Miami, Florida', title: 'Abogados de inmigración en Miami, FL', one: 'Un abogado con', map: 'Mapa de nuestra oficina en Miami', promise: 'normalmente el mismo día', hero: 'Un abogado de inmigración, una oficina en Miami' },
      fr: { eyebrow: 'Avocats en immigration à Miami, Floride', title: 'Avocats en immigration à Miami, FL', one: 'Un avocat cumulant', map: 'Plan d’accès à notre cabinet de Miami', promise: 'généralement le jour même', hero: 'Un avocat en immigration, un cabinet à Miami' },
    } as const;
    for (const { locale, prefix } of LOCALES) {
      const say = expected[locale];
      await page.goto(`${prefix}/`);
      await expect(page.locator('.eyebrow').first()).toHaveText(say.eyebrow);
      await expect(page).toHaveTitle(new RegExp(`^${say.title}`));
      await expect(page.getByText(say.one)).toBeVisible();
      await expect(page.locator('.site-footer')).toContainText('Miami');
      await expect(page.locator('.site-footer')).not.toContainText('Fort Lauderdale');
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.join('\n')).not.toContain('Fort Lauderdale');

      await page.goto(`${prefix}/contact`);
      await expect(page.locator('.page-hero, main').first()).toContainText(say.promise);
      await waitForHydration(page);
      // The map is created when the visitor scrolls near it, and shows the new address.
      await page.locator('.map-wrap').scrollIntoViewIfNeeded();
      const map = page.locator('iframe.map-frame');
      await expect(map).toHaveAttribute('title', say.map);
      await expect(map).toHaveAttribute('src', /Miami%2C%20FL%2033131/);

      await page.goto(`${prefix}/attorney-profile`);
      await expect(page.getByText(say.hero)).toBeVisible();
      expect(await page.title()).not.toContain('Fort Lauderdale');
    }
    expect(consoleErrors).toEqual([]);
  } finally {
    if (original) {
      const back = original;
      await updateFirm(base, () => back);
    }
  }
});

test('an admin opens Settings, clicks Export and gets a ZIP with every post as Markdown and JSON', async ({ page, context, baseURL, consoleErrors }) => {
  await signedInAs(context, baseURL, 'export-admin', 'admin');
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Export', level: 2 })).toBeVisible();

  // The button posts a plain HTML form (decision 0008: the export is never a GET); the browser saves the streamed attachment.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^site-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(); // the page stays open
  const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]));
  const files = unzipSync(new Uint8Array(bytes));
  const names = Object.keys(files);
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'posts.json', 'revisions.json', 'resources.json', 'settings.json']));

  // Every post of the demo site, in each language, as Markdown with front matter.
  const posts = JSON.parse(strFromU8(files['posts.json'] ?? new Uint8Array())) as { locale: string; slug: string; title: string }[];
  expect(posts.length).toBeGreaterThan(30);
  expect(new Set(posts.map((p) => p.locale))).toEqual(new Set(['en', 'es', 'fr']));
  for (const p of posts) {
    const md = strFromU8(files[`posts/${p.locale}/${p.slug}.md`] ?? new Uint8Array());
    expect(md.startsWith(`---\ntitle: ${JSON.stringify(p.title)}\n`), p.slug).toBe(true);
  }
  expect(consoleErrors).toEqual([]);
});

// ---- the form never loses work (issue 26, item 10): nothing here is saved ----

async function openSettingsForm(page: Page): Promise<Locator> {
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Firm details' });
  await expect(form).toBeVisible();
  return form;
}

/** Answers the next dialog (dismissed: the editor stays) and records what it said. */
function answerNext(page: Page, asked: Dialog[], accept: boolean) {
  page.once('dialog', (dialog) => {
    asked.push(dialog);
    void (accept ? dialog.accept() : dialog.dismiss());
  });
}

test('leaving the settings with unsaved changes asks first: staying keeps the change, agreeing leaves', async ({ page }) => {
  await signInAsAdmin(page);
  await openSettingsForm(page);
  const firmName = page.getByLabel('Firm name');
  const changed = `${await firmName.inputValue()} (unsaved)`;
  await firmName.fill(changed);
  const asked: Dialog[] = [];

  // A link in the admin header: the editor stays, with the change.
  answerNext(page, asked, false);
  await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]?.type()).toBe('confirm');
  expect(asked[0]?.message()).toContain('You have unsaved changes');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(firmName).toHaveValue(changed);

  // The account menu navigates without a link: it asks too.
  answerNext(page, asked, false);
  await page.getByRole('banner').getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'admin@example.com' }).click();
  await expect.poll(() => asked.length).toBe(2);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(firmName).toHaveValue(changed);

  // Reloading asks through the browser's own prompt.
  answerNext(page, asked, true);
  await page.reload();
  expect(asked[2]?.type()).toBe('beforeunload');
  await waitForHydration(page);
  await expect(firmName).not.toHaveValue(changed);

  // 'Back to Dashboard', agreed to: the dashboard opens.
  await firmName.fill(changed);
  answerNext(page, asked, true);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL(/\/admin$/);
  expect(asked).toHaveLength(4);

  // Nothing unsaved (a change typed back to the saved value): links leave without asking.
  await openSettingsForm(page);
  const saved = await firmName.inputValue();
  await firmName.fill(changed);
  await firmName.fill(saved);
  await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click();
  await page.waitForURL(/\/admin\/audit$/);
  expect(asked).toHaveLength(4);
});

test("'Remove attorney' asks first, naming the attorney: Cancel keeps them, Remove takes them off the form", async ({ page }) => {
  await signInAsAdmin(page);
  await openSettingsForm(page);
  const removeButtons = page.getByRole('button', { name: 'Remove attorney' });
  const names = page.getByLabel('Name', { exact: true });
  const before = await names.count();
  await page.getByRole('button', { name: 'Add attorney' }).click();
  await expect(names).toHaveCount(before + 1);
  await names.nth(before).fill('Temporary Attorney, Esq.');

  await removeButtons.nth(before).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Temporary Attorney, Esq.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(names).toHaveCount(before + 1);
  await expect(names.nth(before)).toHaveValue('Temporary Attorney, Esq.');

  await removeButtons.nth(before).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(names).toHaveCount(before);
  await expect(page.getByRole('heading', { name: /Temporary Attorney/ })).toHaveCount(0);
});

/** The form's last visible control before the save bar (the bar is the one sticky element in the form). */
async function lastFieldOf(form: Locator): Promise<Locator> {
  const index = await form.evaluate((f) => {
    const controls = [...f.querySelectorAll<HTMLElement>('input, textarea, select, button')];
    const inBar = (el: HTMLElement) => {
      for (let at: HTMLElement | null = el; at && at !== f; at = at.parentElement) if (getComputedStyle(at).position === 'sticky') return true;
      return false;
    };
    let last = -1;
    controls.forEach((el, i) => {
      if (!inBar(el) && el.getClientRects().length > 0) last = i;
    });
    return last;
  });
  expect(index).toBeGreaterThanOrEqual(0);
  return form.locator('input, textarea, select, button').nth(index);
}

/** True when the element itself is what a click at its centre and near its bottom edge would reach. */
async function uncovered(field: Locator): Promise<boolean> {
  return field.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    return [r.top + r.height / 2, r.bottom - 2].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === el || el.contains(hit) || hit.contains(el));
    });
  });
}

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
]) {
  test(`at ${size.width} px the Save button stays on screen along the form, without covering a field`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAsAdmin(page);
    const form = await openSettingsForm(page);
    const save = page.getByRole('button', { name: 'Save settings' });

    // At the top of the form, whose end is far below: Save is in the viewport all the same.
    await form.evaluate((f) => f.scrollIntoView({ block: 'start' }));
    const box = await save.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    }
    await expect(save).toBeInViewport();

    // Brought to the bottom of the screen (as the keyboard's focus does), the last field is above the bar.
    const last = await lastFieldOf(form);
    await last.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await uncovered(last)).toBe(true);

    // Scrolled to the end of the form: every field on screen can be reached, and Save too.
    await form.evaluate((f) => window.scrollTo(0, f.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
    expect(await uncovered(last)).toBe(true);
    expect(await uncovered(save)).toBe(true);
  });
}
