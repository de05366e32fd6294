import { inArray, like } from 'drizzle-orm';
import { connect } from '../../server/db/client';
import { blogPosts } from '../../server/db/schema';
import { expect, test } from './fixtures';
import { CONTENT } from './locks';
import { databaseUrl, signedInAs } from './staff-users';

/**
 * Decisions 0014 and 0019: the admin lists arrive a page at a time from the server, which searches, sorts and
 * pages them, and the address keeps page, search and sort. 25 drafts of one search word (more than a page of 20)
 * whose creation order is not their title order; drafts, so no public list counts them, and deleted at the end.
 */
test.describe.configure({ lock: CONTENT });

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });

const STAMP = `sortcheck${Date.now()}`;
const N = 25;
const title = (n: number) => `${STAMP} Post ${String(n).padStart(2, '0')}`;
/** Created in an order of their own (7 steps around 25), so "newest first" is not the title order. */
const createdAt = (n: number) => new Date(Date.UTC(2025, 0, 1) + (((n - 1) * 7) % N) * 60_000);
const newest = Array.from({ length: N }, (_, i) => i + 1).sort((a, b) => createdAt(b).getTime() - createdAt(a).getTime())[0] ?? 0;
const ids = new Map<number, string>();

test.beforeAll(async () => {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    const rows = await db
      .insert(blogPosts)
      .values(
        Array.from({ length: N }, (_, i) => ({
          title: title(i + 1),
          slug: `${STAMP}-${i + 1}`,
          description: 'A draft that only fills the sorted list.',
          content: 'x'.repeat(60),
          category: 'Sorting',
          createdAt: createdAt(i + 1),
        })),
      )
      .returning({ id: blogPosts.id, title: blogPosts.title });
    for (const r of rows) ids.set(Number(r.title.slice(-2)), r.id);
  } finally {
    await sql.end();
  }
});

test.afterAll(async () => {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    const left = (await db.select({ id: blogPosts.id }).from(blogPosts).where(like(blogPosts.title, `${STAMP}%`))).map((r) => r.id);
    if (left.length) await db.delete(blogPosts).where(inArray(blogPosts.id, left));
  } finally {
    await sql.end();
  }
});

test('the posts tab pages, searches and sorts on the server; the address keeps page, search and sort across a reload and Back; emptying the last page steps back', async ({ page, context, baseURL, consoleErrors }) => {
  await signedInAs(context, baseURL, 'admin-lists', 'editor');
  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Blog posts' });
  const titles = table.locator('tbody tr th');
  const titleHead = table.getByRole('columnheader', { name: 'Title' });
  const createdHead = table.getByRole('columnheader', { name: 'Created' });
  // Today's order, said by the Created head; the heads' text is unchanged by the sort buttons.
  await expect(table.getByRole('columnheader')).toHaveText(['Title', 'Category', 'Language', 'Translations', 'Status', 'Created', 'Actions']);
  await expect(createdHead).toHaveAttribute('aria-sort', 'descending');
  await expect(titleHead).not.toHaveAttribute('aria-sort');

  // More posts than a page: one page and a pager.
  const pager = page.getByRole('navigation', { name: 'Blog posts pages' });
  await expect(titles).toHaveCount(20);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstPage = await titles.allTextContents();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(titles.first()).not.toHaveText(firstPage[0] ?? '');
  expect((await titles.allTextContents()).filter((t) => firstPage.includes(t))).toEqual([]);

  // The search goes to the server, whatever the case, and starts again at page 1, newest first.
  const search = page.getByPlaceholder('Search posts...');
  await search.fill(STAMP.toUpperCase());
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager).toContainText(`${N} in all`);
  await expect(titles).toHaveCount(20);
  await expect(titles.first()).toHaveText(title(newest)); // newest first: another order than the titles'
  await expect(page).toHaveURL(new RegExp(`[?&]q=${STAMP.toUpperCase()}`));

  // A to Z by the Title head's button.
  await titleHead.getByRole('button', { name: 'Title' }).click();
  await expect(titleHead).toHaveAttribute('aria-sort', 'ascending');
  await expect(createdHead).not.toHaveAttribute('aria-sort');
  await expect(titles).toHaveText(Array.from({ length: 20 }, (_, i) => title(i + 1)));
  await expect(page).toHaveURL(/[?&]sort=title&dir=asc/);

  // The second page continues the sorted order.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(titles).toHaveText(Array.from({ length: N - 20 }, (_, i) => title(i + 21)));
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]page=2/);

  // A reload shows the same page of the same sorted search.
  await page.reload();
  await expect(search).toHaveValue(STAMP.toUpperCase());
  await expect(titleHead).toHaveAttribute('aria-sort', 'ascending');
  await expect(titles).toHaveText(Array.from({ length: N - 20 }, (_, i) => title(i + 21)));
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Off to edit a post and Back: still there.
  await page.getByRole('link', { name: `Edit "${title(21)}"` }).click();
  await expect(page).toHaveURL(/\/admin\/edit-post\//);
  await page.goBack();
  await expect(titles).toHaveText(Array.from({ length: N - 20 }, (_, i) => title(i + 21)));
  await expect(titleHead).toHaveAttribute('aria-sort', 'ascending');

  // The same head again: Z to A, from the first page.
  await titleHead.getByRole('button', { name: 'Title' }).click();
  await expect(titleHead).toHaveAttribute('aria-sort', 'descending');
  await expect(titles).toHaveText(Array.from({ length: 20 }, (_, i) => title(N - i)));
  await expect(page).toHaveURL(/[?&]dir=desc/);
  await expect(page).not.toHaveURL(/[?&]page=/);

  // A narrower search: one page, no pager.
  await search.fill(`${STAMP} post 2`);
  await expect(titles).toHaveText(Array.from({ length: 6 }, (_, i) => title(N - i))); // 25 to 20
  await expect(pager).toHaveCount(0);

  // Emptying the last page steps back to the page before: all but one of it go through the API, the last here.
  await search.fill(STAMP);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(titles).toHaveText(Array.from({ length: N - 20 }, (_, i) => title(N - 20 - i))); // 5 to 1
  for (let n = 2; n <= N - 20; n++) {
    const res = await page.request.post('/trpc/posts.delete', { data: { json: { id: ids.get(n) } }, headers: { origin: baseURL ?? '' } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.getByRole('button', { name: `Delete "${title(1)}"` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(titles).toHaveCount(20);
  await expect(pager).toHaveCount(0);
  await expect(page.getByText('No posts match your search')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
