import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { jobDueAt, postTimeComes } from './queue';
import { staffStorageState } from './staff-users';
import { toFirmLocalInput } from '@shared/firm-time';
import { CONTENT } from './locks';

/**
 * Publishing tools (decision 0014) as an editor uses them: a post scheduled ahead appears by itself when its time
 * comes, and a published post's old address answers 301 with its new one after the slug changes.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'publishing-state.json');
test.describe.configure({ mode: 'serial', lock: CONTENT });
test.use({ storageState: STATE, quickAdmin: true });
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  await staffStorageState(testInfo.project.use.baseURL ?? '', { prefix: 'publishing', role: 'editor', path: STATE });
});

/** The posts this file made, deleted at the end: other files count the published posts of the blog. */
const created: string[] = [];
test.afterAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const context = await browser.newContext({ storageState: STATE, baseURL });
  for (const id of created) {
    const res = await context.request.post('/trpc/posts.delete', { data: { json: { id } }, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await context.close();
});

async function fillPost(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A post written by the publishing browser test.');
  await page.getByLabel('Category').fill('Publishing');
  await page.getByLabel('Content').fill('## Heading\nA paragraph long enough to pass the fifty character minimum of content.');
  await page.getByRole('switch', { name: 'Published' }).click();
}

test('a post scheduled ahead is hidden, shown as Scheduled, queued for the time typed in Eastern Time, and appears by itself when it comes', async ({ page, request }) => {
  const slug = `scheduled-by-browser-${Date.now()}`;
  const title = `Scheduled by browser ${Date.now()}`;
  await page.goto('/admin/new-post');
  await fillPost(page, title);
  await page.getByLabel('Slug').fill(slug);
  // A whole minute well ahead, written on the firm's clock (the field is Eastern Time, whatever the browser's zone).
  const at = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
  await page.getByLabel('Publish at').fill(toFirmLocalInput(at));
  await expect(page.getByText(/Scheduled: published automatically on/)).toBeVisible();
  await page.getByRole('button', { name: 'Save and close' }).click();
  await page.waitForURL('**/admin');
  await page.getByPlaceholder('Search posts...').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  const postId = /\/admin\/edit-post\/([0-9a-f-]{36})$/.exec((await row.getByRole('link', { name: `Edit "${title}"` }).getAttribute('href')) ?? '')?.[1] ?? '';
  expect(postId).not.toBe('');
  created.push(postId);

  expect((await request.get(`/blog/${slug}`, { headers: { cookie: '' } })).status()).toBe(404);
  expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(slug);
  // The job queue has it for the very minute typed.
  expect(await jobDueAt(`publish_post:${postId}`)).toEqual(at);

  // Its time comes (the minutes in between are tests/integration/minutes-later.test.ts's): the server's own worker
  // publishes it, and the public page and the feed have it, as a visitor reloading sees.
  await postTimeComes(postId);
  await expect.poll(async () => (await request.get(`/blog/${slug}`, { headers: { cookie: '' } })).status(), { timeout: 20_000 }).toBe(200);
  expect(await (await request.get('/blog/rss.xml')).text()).toContain(`/blog/${slug}<`);
});

test('changing a published post slug keeps the old address answering 301 with the new one', async ({ page, request }) => {
  const slug = `old-address-${Date.now()}`;
  await page.goto('/admin/new-post');
  await fillPost(page, `Old address ${Date.now()}`);
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await page.waitForURL('**/admin');
  const made = await request.get(`/blog/${slug}`);
  expect(made.status()).toBe(200);

  // Edit it from its own page's 'Edit Post' button, change the slug, save.
  await page.goto(`/blog/${slug}`);
  await page.getByRole('link', { name: 'Edit Post' }).click();
  await page.waitForURL('**/admin/edit-post/*');
  created.push(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.getByLabel('Slug').fill(`${slug}-renamed`);
  await expect(page.getByText(/links to the old address will lead here/)).toBeVisible();
  await page.getByRole('button', { name: 'Save and close' }).click();
  await page.waitForURL('**/admin');

  const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/${slug}-renamed`);
  const followed = await request.get(`/blog/${slug}`);
  expect(followed.url()).toContain(`/blog/${slug}-renamed`);
  expect(followed.status()).toBe(200);
});
