import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './fixtures';

/**
 * Decision 0019: the admin lists arrive a page at a time from the server. With more posts than a page,
 * the Blog Posts tab shows one page and a pager; the search runs on the server and starts again at page 1;
 * emptying the last page steps back to the one before. Drafts only, deleted at the end, so public pages
 * and other files see the demo content unchanged.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'integrity-bounds-state.json');
const PROBES = 25; // more than one admin page (20)

test.describe.configure({ mode: 'serial' });
test.use({ storageState: STATE });

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await context.storageState({ path: STATE });
  await context.close();
});

async function call(page: Page, procedure: string, input: unknown, baseURL: string | undefined): Promise<unknown> {
  const res = await page.request.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin: baseURL ?? '' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

async function probeIds(page: Page): Promise<string[]> {
  const input = encodeURIComponent(JSON.stringify({ json: { q: 'Pager probe', pageSize: 100 } }));
  const res = await page.request.get(`/trpc/posts.adminList?input=${input}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { json: { items: { id: string }[] } } } }).result.data.json.items.map((p) => p.id);
}

test('the Blog Posts tab pages through more posts than fit on a page, and searches on the server', async ({ page, consoleErrors, baseURL }) => {
  test.setTimeout(60_000);
  for (let i = 1; i <= PROBES; i++) {
    const n = String(i).padStart(2, '0');
    await call(
      page,
      'posts.create',
      { title: `Pager probe ${n}`, slug: `pager-probe-${n}`, description: 'A draft that fills the admin list.', category: 'Probes', content: 'x'.repeat(60), imageUrl: '', published: false, featured: false },
      baseURL,
    );
  }
  try {
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'Blog posts' });
    const rows = table.locator('tbody tr');
    const pager = page.getByRole('navigation', { name: 'Blog posts pages' });
    await expect(rows).toHaveCount(20);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const firstPage = await table.locator('tbody th').allTextContents();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table.locator('tbody th').first()).not.toHaveText(firstPage[0] ?? '');
    const secondPage = await table.locator('tbody th').allTextContents();
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);

    // The search goes to the server and starts again at page 1.
    const search = page.getByPlaceholder('Search posts...');
    await search.fill('PAGER probe');
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager).toContainText(`${PROBES} in all`);
    await expect(rows).toHaveCount(20);
    await expect(table.locator('tbody th').first()).toHaveText(`Pager probe ${PROBES}`); // newest first
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(PROBES - 20);
    await search.fill('pager probe 2');
    await expect(rows).toHaveCount(6); // 20 to 25
    await expect(pager).toHaveCount(0);

    // Emptying the last page steps back to the page before.
    await search.fill('pager probe');
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(PROBES - 20);
    const lastPage = (await probeIds(page)).slice(20);
    for (const id of lastPage.slice(1)) await call(page, 'posts.delete', { id }, baseURL);
    await page.getByRole('button', { name: /^Delete "Pager probe/ }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rows).toHaveCount(20);
    await expect(pager).toHaveCount(0);
    await expect(page.getByText('No posts match your search')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  } finally {
    for (const id of await probeIds(page)) await call(page, 'posts.delete', { id }, baseURL);
  }
});
