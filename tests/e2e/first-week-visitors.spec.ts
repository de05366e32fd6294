import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Issue 26, the visitors' half: what a firm's first visitors tripped over, checked the way they met it
 * (a phone, a laptop; English, Spanish and French).
 */
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
  { locale: 'fr', prefix: '/fr' },
] as const;

test.describe('paging takes the reader to the start of the new page', () => {
  for (const { locale, prefix } of LOCALES) {
    for (const list of ['/blog', '/resources'] as const) {
      test(`${list} in ${locale} on a phone`, async ({ page, consoleErrors }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.goto(`${prefix}${list}`);
        await waitForHydration(page);
        const pager = page.locator('nav.pagination');
        await pager.scrollIntoViewIfNeeded();
        await pager.getByRole('link', { name: /2/ }).first().click();
        await expect(page).toHaveURL(/[?&]page=2(&|$)/);
        // Focus is on the list's heading, and the list starts at the top of the screen (under the sticky header).
        const heading = page.locator('.list-start');
        await expect(heading).toBeFocused();
        const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
        const firstCard = page.locator('article.post-card').first();
        await expect
          .poll(async () => (await firstCard.boundingBox())?.y ?? -1)
          .toBeGreaterThanOrEqual(headerBottom);
        const top = (await firstCard.boundingBox())?.y ?? 0;
        expect(top).toBeLessThan(740 / 2);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});

/**
 * What a person could read or press where the chat button is, were the button not there: with the button
 * hidden, the top element at points across its box, when that is a control or a line of text through the point.
 * Something under the fixed bottom bar is hidden by the bar itself, not by the button, so it does not count.
 */
async function coveredByChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fab = document.querySelector<HTMLElement>('.chat-fab');
    if (!fab) return ['no chat button'];
    const f = fab.getBoundingClientRect();
    fab.style.visibility = 'hidden';
    const out = new Set<string>();
    try {
      for (let i = 0; i <= 6; i++) {
        for (let j = 0; j <= 6; j++) {
          const x = f.left + 1 + ((f.width - 2) * i) / 6;
          const y = f.top + 1 + ((f.height - 2) * j) / 6;
          const hit = document.elementFromPoint(x, y);
          if (!hit) continue;
          const control = hit.closest('a, button, input, select, textarea, summary, label, [role="button"]');
          if (control) {
            out.add(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 50) || control.getAttribute('aria-label') || control.getAttribute('name') || ''}"`);
            continue;
          }
          for (const n of hit.childNodes) {
            if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            if ([...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)) out.add(`text "${n.textContent.trim().slice(0, 50)}"`);
          }
        }
      }
    } finally {
      fab.style.visibility = '';
    }
    return [...out];
  });
}

test.describe('the chat button never covers text or controls on a phone', () => {
  for (const width of [360, 390]) {
    for (const { locale, prefix } of LOCALES) {
      test(`${width} px, ${locale}: the first screen and the footer`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        for (const path of ['/', '/contact']) {
          await page.goto(`${prefix}${path}`);
          await waitForHydration(page);
          await expect(page.locator('.chat-fab')).toBeVisible();
          expect(await coveredByChatButton(page), `${path}, first screen`).toEqual([]);
          await page.locator('.site-footer').evaluate((el) => el.scrollIntoView({ block: 'end' }));
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
          expect(await coveredByChatButton(page), `${path}, footer`).toEqual([]);
        }
      });
    }
  }
});
