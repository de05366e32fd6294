import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { BOOKING_MSG } from '@shared/schemas/booking';
import type { FirmSettings } from '@shared/schemas/firm';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';
import { updateFirm } from './firm-settings-api';
import { ALONE } from './locks';
import { signedInAs } from './staff-users';

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });

/**
 * The consultations part of /admin/settings (decision 0028): the types of consultation visitors book, and each
 * attorney's weekly hours, days off and languages. A bad value is answered beside its field with the schema's
 * message; what is saved is what the form shows after a reload; both fit a 360 px screen. A test that saves puts
 * the settings back as they were, and runs alone (the booking page and every public page read them).
 */

async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Firm details', level: 2 })).toBeVisible();
}

const consultations = (page: Page) => page.getByRole('region', { name: 'Consultations', exact: true });
const typeCards = (page: Page) => consultations(page).getByRole('group', { name: /^Consultation type \d+/ });
/** Attorney `n`'s (from 1) availability, inside their card under Attorneys. */
const availabilityOf = (page: Page, n: number) => page.getByRole('group', { name: `Availability for consultations of attorney ${n}`, exact: true });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

/** Runs `body` with the settings as they are, then puts them back whatever happened. */
async function thenRestore(baseURL: string | undefined, body: (original: FirmSettings) => Promise<void>) {
  const base = baseURL ?? '';
  let original: FirmSettings | undefined;
  await updateFirm(base, (d) => (original = structuredClone(d)));
  if (!original) throw new Error('settings not read');
  const back = original;
  try {
    await body(back);
  } finally {
    await updateFirm(base, () => back);
  }
}

test('an administrator adds a consultation type: a bad duration is answered beside it, the fixed type is saved and kept', { lock: ALONE }, async ({ page, context, baseURL, consoleErrors }) => {
  await thenRestore(baseURL, async (original) => {
    await signedInAs(context, baseURL, 'consult-types', 'admin');
    await openSettings(page);
    const cards = typeCards(page);
    // The types as saved, shown once the settings have loaded (counting the cards sooner can find none yet).
    const before = original.booking.types.length;
    await expect(cards).toHaveCount(before);
    await consultations(page).getByRole('button', { name: 'Add consultation type' }).click();
    await expect(cards).toHaveCount(before + 1);
    const card = cards.nth(before);
    await expect(card.getByRole('heading')).toHaveText(`Consultation type ${before + 1}`);

    await card.getByLabel('Code').fill('follow-up-call');
    await card.getByLabel('Name (English)').fill('Follow-up call');
    await card.getByRole('tab', { name: 'Spanish' }).click();
    await card.getByLabel('Name (Spanish)').fill('Llamada de seguimiento');
    await card.getByRole('tab', { name: 'French' }).click();
    await card.getByLabel('Name (French)').fill('Appel de suivi');
    await expect(card.getByRole('heading')).toHaveText(`Consultation type ${before + 1}: Follow-up call`);

    // Leaving the field checks it: the schema's message appears beside it, tied to it.
    const duration = card.getByLabel('Duration (minutes)');
    await duration.fill('10');
    await duration.blur();
    await expect(card.getByText(BOOKING_MSG.duration)).toBeVisible();
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(duration).toHaveAccessibleDescription(new RegExp(BOOKING_MSG.duration));
    expect(await axeFindings(page, { include: ['section[aria-label="Consultations"]'] }), 'Consultations with a message').toEqual([]);

    // Corrected, the message goes at once.
    await duration.fill('45');
    await expect(card.getByText(BOOKING_MSG.duration)).toHaveCount(0);
    await expect(duration).not.toHaveAttribute('aria-invalid', 'true');

    // A price in dollars, said as visitors will read it.
    const price = card.getByLabel('Price (dollars)');
    await price.fill('75');
    await expect(price).toHaveAccessibleDescription(/Visitors see \$75\.00/);

    // A new type is taken by every attorney of the form, listed by name.
    const takers = card.getByRole('group', { name: 'Attorneys who take it' });
    for (const a of original.attorneys) await expect(takers.getByRole('checkbox', { name: a.name, exact: true })).toBeChecked();

    await save(page);
    await page.reload();
    await waitForHydration(page);
    const kept = typeCards(page).nth(before);
    await expect(kept.getByRole('heading')).toHaveText(`Consultation type ${before + 1}: Follow-up call`);
    await expect(kept.getByLabel('Code')).toHaveValue('follow-up-call');
    await expect(kept.getByLabel('Duration (minutes)')).toHaveValue('45');
    await expect(kept.getByLabel('Price (dollars)')).toHaveValue('75');
    await kept.getByRole('tab', { name: 'Spanish' }).click();
    await expect(kept.getByLabel('Name (Spanish)')).toHaveValue('Llamada de seguimiento');
  });
  expect(consoleErrors).toEqual([]);
});

test("an attorney's Saturday hours, a day off and Spanish are saved and kept", { lock: ALONE }, async ({ page, context, baseURL, consoleErrors }) => {
  const dayOff = `${new Date().getFullYear() + 1}-01-15`;
  await thenRestore(baseURL, async (original) => {
    // The demo's second attorney works weekdays only, without Spanish and without days off.
    const second = original.attorneys[1];
    expect(second, 'the demo has a second attorney').toBeDefined();
    expect(second?.availability.weekly.Sa).toEqual([]);
    expect(second?.availability.languages).not.toContain('es');
    expect(second?.availability.daysOff).toEqual([]);

    await signedInAs(context, baseURL, 'consult-hours', 'admin');
    await openSettings(page);
    const attorney = availabilityOf(page, 2);
    await expect(attorney.getByText(/America\/New_York/)).toBeVisible();

    const saturday = attorney.getByRole('group', { name: 'Saturday', exact: true });
    await expect(saturday.getByText('No consultations.')).toBeVisible();
    await saturday.getByRole('button', { name: 'Add hours on Saturday' }).click();
    await saturday.getByLabel('From', { exact: true }).fill('10:00');
    await saturday.getByLabel('To', { exact: true }).fill('14:00');

    await attorney.getByRole('button', { name: 'Add day off' }).click();
    await attorney.getByLabel('Day off 1', { exact: true }).fill(dayOff);

    const spanish = attorney.getByRole('group', { name: 'Languages for consultations' }).getByRole('checkbox', { name: 'Spanish', exact: true });
    await expect(spanish).not.toBeChecked();
    await spanish.click();
    await expect(spanish).toBeChecked();

    await save(page);
    await page.reload();
    await waitForHydration(page);
    const kept = availabilityOf(page, 2);
    const keptSaturday = kept.getByRole('group', { name: 'Saturday', exact: true });
    await expect(keptSaturday.getByLabel('From', { exact: true })).toHaveValue('10:00');
    await expect(keptSaturday.getByLabel('To', { exact: true })).toHaveValue('14:00');
    await expect(kept.getByLabel('Day off 1', { exact: true })).toHaveValue(dayOff);
    await expect(kept.getByRole('group', { name: 'Languages for consultations' }).getByRole('checkbox', { name: 'Spanish', exact: true })).toBeChecked();
    // The other days are as they were.
    await expect(kept.getByRole('group', { name: 'Sunday', exact: true }).getByText('No consultations.')).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});

/**
 * What sticks out of `area` sideways (or of the screen): elements past its edges, and boxes that scroll sideways.
 * Hidden helpers (a checkbox's form input, aria-hidden, transparent) are not what a person sees.
 */
async function overflowIn(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const screen = document.documentElement.clientWidth;
    const box = root.getBoundingClientRect();
    const left = Math.max(box.left, 0) - 1;
    const right = Math.min(box.right, screen) + 1;
    const label = (el: Element) => `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    if (box.left < -1 || box.right > screen + 1) found.push(`${label(root)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px of ${screen}`);
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.opacity === '0' || style.visibility === 'hidden') continue;
      if (r.left < left || r.right > right) found.push(`${label(el)} spans ${Math.round(r.left)} to ${Math.round(r.right)} px`);
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) found.push(`${label(el)} scrolls sideways`);
    }
    return found.slice(0, 10);
  });
}

test('at 360 px the Consultations group and an attorney’s availability fit the screen, messages included', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  await openSettings(page);
  const group = consultations(page);

  // A new type with messages showing (nothing is saved).
  const cards = typeCards(page);
  const before = await cards.count();
  await group.getByRole('button', { name: 'Add consultation type' }).click();
  const card = cards.nth(before);
  const name = card.getByLabel('Name (English)');
  await name.fill('x');
  await name.blur();
  await expect(card.getByText(BOOKING_MSG.typeName)).toBeVisible();
  await expect(card.getByRole('tab', { name: /English \(check this language\)/ })).toBeVisible();
  const duration = card.getByLabel('Duration (minutes)');
  await duration.fill('10');
  await duration.blur();
  await expect(card.getByText(BOOKING_MSG.duration)).toBeVisible();

  // An attorney with Saturday hours and a day off.
  const attorney = availabilityOf(page, 1);
  await attorney.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await attorney.getByRole('button', { name: 'Add day off' }).click();
  await expect(attorney.getByLabel('Day off 1', { exact: true })).toBeVisible();

  await group.scrollIntoViewIfNeeded();
  expect(await overflowIn(group), 'the Consultations group at 360 px').toEqual([]);
  await attorney.scrollIntoViewIfNeeded();
  expect(await overflowIn(attorney), 'the first attorney’s availability at 360 px').toEqual([]);
});
