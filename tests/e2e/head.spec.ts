import { expect, test } from '@playwright/test';

/** Small head fixes (decision 0012): icons, the manifest, canonical of later pages, absolute JSON-LD. */
test('serves the icons and the manifest the page links', async ({ page, request, baseURL }) => {
  await page.goto('/');
  const hrefs = await page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(hrefs).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/site.webmanifest']);
  for (const [href, type] of [
    ['/favicon.ico', 'image/'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/site.webmanifest', 'application/manifest+json'],
  ] as const) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toContain(type);
  }
  // JSON-LD names the domain the site is served from (PUBLIC_URL), never a hard-coded one.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const firm = JSON.parse(ld[0] ?? '{}') as { '@id'?: string; url?: string };
  expect(firm['@id']).toBe(`${baseURL}/#firm`);
  expect(firm.url).toBe(`${baseURL}/`);
});

test('page 2 of a blog is its own canonical page, in every language', async ({ request, baseURL }) => {
  for (const path of ['/blog?page=2', '/es/blog?page=2', '/fr/resources?page=2']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
  }
  const first = await (await request.get('/blog')).text();
  expect(first).toContain(`<link rel="canonical" href="${baseURL}/blog">`);
});
