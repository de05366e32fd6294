import { demoPosts, demoResources } from '../../server/demo/seed/content';
import { expect, signInAsAdmin, test } from './fixtures';

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });

/**
 * Issue 26, item 8: Revisions of a seeded post or resource starts at its first version (to the second, no Restore
 * on the current one); for a resource, a save adds one and the first can be restored (the test ends with the seeded
 * text back, so the public Resources page reads as before). The post editor's own revisions, of a post made and
 * changed in the test, are post-editor.spec.ts's.
 */
test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

const SEEDED = demoPosts.find((p) => p.slug === 'i-601a-provisional-waiver');
const SEEDED_RESOURCE = demoResources.find((r) => r.title === 'Immigration Court Practice Manual');
/** 'Nov 27, 2026, 9:14:03 AM': the time to the second. */
const TO_THE_SECOND = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s?[AP]M/;

test('a seeded post’s Revisions starts at its first version, saved to the second, and the current one offers no Restore', async ({ page, consoleErrors }) => {
  if (!SEEDED) throw new Error('the demo content has the I-601A post');
  await page.goto(`/blog/${SEEDED.slug}`);
  await page.getByRole('link', { name: 'Edit Post' }).click();
  await page.waitForURL('**/admin/edit-post/*');
  await expect(page.getByLabel('Title')).toHaveValue(SEEDED.title);

  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  const versions = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button');
  await expect(versions).toHaveCount(1);
  const first = versions.first();
  await expect(first).toContainText('version 1');
  await expect(first).toContainText(TO_THE_SECOND);
  await expect(first).toContainText('Current');
  // The title as it was at that version; all of it in the tooltip when the list shortens it.
  await expect(first.locator('[title]')).toHaveAttribute('title', SEEDED.title);
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const detail = dialog.getByRole('region', { name: 'Selected version' });
  await expect(detail.getByText('Current version')).toBeVisible();
  await expect(detail).toContainText(TO_THE_SECOND);
  await expect(dialog.getByText('This version is the same as the form.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(consoleErrors).toEqual([]);
});

test('a seeded resource’s Revisions starts at its first version; a save adds one and the first can be restored', async ({ page, consoleErrors }) => {
  if (!SEEDED_RESOURCE) throw new Error('the demo content has the Immigration Court Practice Manual');
  await page.goto('/admin?tab=resources');
  await page.getByPlaceholder('Search resources...').fill('Practice Manual');
  await page.getByRole('link', { name: `Edit "${SEEDED_RESOURCE.title}"` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Resource' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(SEEDED_RESOURCE.title);

  // The seeded version, and nothing to restore.
  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  await expect(dialog).toContainText('Every save of this resource');
  const versions = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('version 1');
  await expect(versions.first()).toContainText(TO_THE_SECOND);
  await expect(versions.first()).toContainText('Current');
  await expect(versions.first().locator('[title]')).toHaveAttribute('title', SEEDED_RESOURCE.title);
  const detail = dialog.getByRole('region', { name: 'Selected version' });
  await expect(detail.getByText('Current version')).toBeVisible();
  await expect(detail).toContainText(TO_THE_SECOND);
  await expect(dialog.getByText('This version is the same as the form.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A save: the editor stays in the form, and the save is the new current version.
  const changed = `${SEEDED_RESOURCE.description} Updated for the revisions test.`;
  await page.getByLabel('Description').fill(changed);
  await page.getByRole('button', { name: 'Save Resource' }).click();
  await expect(page.getByText('Resource updated')).toBeVisible();
  await page.getByRole('button', { name: 'Revisions' }).click();
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('version 2');
  await expect(versions.first()).toContainText('Current');
  await expect(versions.last()).toContainText('version 1');
  await expect(versions.last()).not.toContainText('Current');

  // The first version differs in its description only, and Restore brings it back as the newest.
  await versions.last().click();
  await expect(versions.last()).toHaveAttribute('aria-pressed', 'true');
  const diff = dialog.getByRole('definition');
  await expect(diff).toHaveCount(1);
  await expect(diff).toContainText(`Form: ${changed}`);
  await expect(diff).toContainText(`Revision: ${SEEDED_RESOURCE.description}`);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Revision restored')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Description')).toHaveValue(SEEDED_RESOURCE.description);

  await page.getByRole('button', { name: 'Revisions' }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('version 3');
  await expect(versions.first()).toContainText('Current');
  await expect(dialog.getByText('This version is the same as the form.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(consoleErrors).toEqual([]);
});
