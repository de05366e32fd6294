import { inArray, like } from 'drizzle-orm';
import { connect } from '../../server/db/client';
import { blogPosts } from '../../server/db/schema';
import { expect, test } from './fixtures';
import { databaseUrl, signedInAs } from './staff-users';

/**
 * Decision 0014: the admin tables sort and page on the server, and keep page, search and sort in the
 * address. 25 drafts of one search word (more than a page of 20) whose creation order is not their title
 * order; drafts, so no public list counts them, and deleted at the end.
 */
const STAMP = `sortcheck${Date.now()}`;
const N = 25;
const title = (n: number) => `${STAMP} Post ${String(n).padStart(2, '0')}`;

test.beforeAll(async () => {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    const base = Date.UTC(2025, 0, 1);
    await db.insert(blogPosts).values(
      Array.from({ length: N }, (_, i) => ({
        title: title(i + 1),
        slug: `${STAMP}-${i + 1}`,
        description: 'A draft that only fills the sorted list.',
        content: 'x'.repeat(60),
        category: 'Sorting',
        // Created in an order of their own (7 steps around 25), so "newest first" is not the title order.
        createdAt: new Date(base + ((i * 7) % N) * 60_000),
      })),
    );
  } finally {
    await sql.end();
  }
});

test.afterAll(async () => {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    const ids = (await db.select({ id: blogPosts.id }).from(blogPosts).where(like(blogPosts.title, `${STAMP}%`))).map((r) => r.id);
    if (ids.length) await db.delete(blogPosts).where(inArray(blogPosts.id, ids));
  } finally {
    await sql.end();
  }
});

test('the posts tab sorts by title and pages on the server; the address keeps page, search and sort across a reload and Back', async ({ page, context, baseURL, consoleErrors }) => {
  await signedInAs(context, baseURL, 'admin-table', 'editor');
  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Blog posts' });
  const titles = table.locator('tbody tr th');
  const titleHead = table.getByRole('columnheader', { name: 'Title' });
  const createdHead = table.getByRole('columnheader', { name: 'Created' });
  // Today's order, said by the Created head; the heads' text is unchanged by the sort buttons.
  await expect(table.getByRole('columnheader')).toHaveText(['Title', 'Category', 'Language', 'Translations', 'Status', 'Created', 'Actions']);
  await expect(createdHead).toHaveAttribute('aria-sort', 'descending');
  await expect(titleHead).not.toHaveAttribute('aria-sort');

  await page.getByPlaceholder('Search posts...').fill(STAMP);
  await expect(page.getByRole('navigation', { name: 'Blog posts pages' })).toContainText(`${N} in all`);
  await expect(titles).toHaveCount(20);
  await expect(titles.first()).not.toHaveText(title(1)); // newest first is another order
  await expect(page).toHaveURL(new RegExp(`[?&]q=${STAMP}`));

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
  await expect(page.getByPlaceholder('Search posts...')).toHaveValue(STAMP);
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
  expect(consoleErrors).toEqual([]);
});
