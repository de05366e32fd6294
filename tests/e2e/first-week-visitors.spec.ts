import type { Page } from '@playwright/test';
import type { FirmSettings } from '@shared/schemas/firm';
import { expect, test, waitForHydration } from './fixtures';
import { updateFirm } from './firm-settings-api';

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

test('a firm in Miami edits its settings and nothing else: every language says Miami and keeps its promise', async ({ page, baseURL, consoleErrors }) => {
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

test.describe('the French home page at laptop and tablet widths', () => {
  test('1280 px: the headline leaves no word alone, and the buttons stay on the dark side, clear of the illustration', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fr');
    await waitForHydration(page);
    // The words of each line of the headline, by where they sit.
    const lines = await page.locator('h1.home-hero__title').evaluate((h1) => {
      const node = [...h1.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const text = node?.textContent ?? '';
      const byTop = new Map<number, string[]>();
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node as Text, m.index);
        range.setEnd(node as Text, m.index + m[0].length);
        const top = Math.round(range.getBoundingClientRect().top);
        byTop.set(top, [...(byTop.get(top) ?? []), m[0]]);
      }
      return [...byTop.entries()].sort((a, b) => a[0] - b[0]).map(([, words]) => words);
    });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[lines.length - 1]?.length, `last line: ${JSON.stringify(lines)}`).toBeGreaterThan(1);
    for (const control of await page.locator('.home-hero__actions a, .home-hero__actions button').all()) {
      const box = await control.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), await control.innerText()).toBeLessThanOrEqual(1280 / 2);
    }
  });

  test('768 px: the practice areas sit two to a row, with pictures shorter than half the screen', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/fr');
    const cards = page.locator('.service-card');
    await cards.first().scrollIntoViewIfNeeded();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.round(second?.y ?? -1)).toBe(Math.round(first?.y ?? 0));
    for (const img of await page.locator('.service-card__img').all()) {
      expect((await img.boundingBox())?.height ?? 0).toBeLessThan(1024 / 2);
    }
  });
});

test.describe('form messages in the page’s language', () => {
  const WRONG = { es: ['Escriba un correo electrónico válido', 'Escriba un número de teléfono válido'], fr: ['Veuillez saisir une adresse e-mail valide', 'Veuillez saisir un numéro de téléphone valide'] };
  for (const locale of ['es', 'fr'] as const) {
    for (const scripts of [true, false]) {
      test(`/${locale}/contact ${scripts ? 'with' : 'without'} scripts: an address and a phone the browser lets through`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: scripts });
        const page = await context.newPage();
        await page.goto(`/${locale}/contact`);
        if (scripts) await waitForHydration(page);
        const form = page.locator('form').filter({ has: page.locator('textarea[name="message"]') }).first();
        await form.locator('input[name="name"]').fill('Maria Pérez');
        await form.locator('input[name="email"]').fill('maria@gmail');
        await form.locator('input[name="phone"]').fill('305-555');
        await form.locator('textarea[name="message"]').fill('Mi esposo fue detenido.');
        await form.locator('input[type="checkbox"]').first().check();
        await form.locator('button[type="submit"]').click();
        const messages = page.locator('.field-error');
        await expect(messages).toHaveText(WRONG[locale]);
        await expect(page.locator('body')).not.toContainText('Please enter');
        // What was typed is still there.
        await expect(page.locator('input[name="email"]').first()).toHaveValue('maria@gmail');
        await context.close();
      });
    }
  }
});
