import type { Dialog, Locator, Page } from '@playwright/test';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';

/**
 * Issue 26, item 10: the settings never lose work. Leaving with unsaved changes asks first (links, the account
 * menu, a reload), 'Remove attorney' asks, and Save stays on screen along the long form. Nothing here is saved:
 * the changes are dismissed or left behind, so the rest of the suite sees the seeded settings.
 */

async function openSettings(page: Page): Promise<Locator> {
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
  await openSettings(page);
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
  await openSettings(page);
  const saved = await firmName.inputValue();
  await firmName.fill(changed);
  await firmName.fill(saved);
  await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click();
  await page.waitForURL(/\/admin\/audit$/);
  expect(asked).toHaveLength(4);
});

test("'Remove attorney' asks first, naming the attorney: Cancel keeps them, Remove takes them off the form", async ({ page }) => {
  await signInAsAdmin(page);
  await openSettings(page);
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
    const form = await openSettings(page);
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
