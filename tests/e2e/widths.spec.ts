import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Decision 0020: the public pages fit every common width in every language. No page scrolls
 * sideways, no header or navigation control is pushed past the right edge or clipped, and the header
 * keeps one row (a squeezed header wraps its labels). Text on the hero gradients, which axe cannot
 * see, meets WCAG AA (4.5:1) against the gradient behind it, computed from the browser's colours.
 */
// The common widths, plus each side of the header's breakpoints (767/768, 1199/1200, 1439/1440).
const WIDTHS = [360, 390, 767, 768, 1024, 1100, 1199, 1200, 1280, 1366, 1439, 1440];
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
  { locale: 'fr', prefix: '/fr' },
];
const PAGES = [
  '/',
  '/services',
  '/services/detention',
  '/attorney-profile',
  '/blog',
  '/blog/:first-post',
  '/resources',
  '/contact',
  '/client-portal',
  '/privacy-policy',
];

async function firstPostPath(page: Page): Promise<string> {
  await page.goto('/blog');
  const href = await page.locator('article.post-card a[href*="/blog/"]').first().getAttribute('href');
  if (!href) throw new Error('no published post to check');
  return new URL(href, 'http://x').pathname;
}

/** Every way the current layout fails the width, described for the report (empty when it fits). */
async function widthProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = window.innerWidth;
    const doc = document.documentElement;
    if (doc.scrollWidth > vw) problems.push(`page scrolls sideways: scrollWidth ${doc.scrollWidth} > ${vw}`);
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || ''}"`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none';
    };
    const controls = document.querySelectorAll('.site-header a, .site-header button, .mobile-bar a');
    for (const el of controls) {
      if (!visible(el) || el.closest('[hidden]') || el.classList.contains('skip-link')) continue;
      const r = el.getBoundingClientRect();
      if (r.right > vw + 0.5 || r.left < -0.5) problems.push(`${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} in a ${vw} px viewport`);
      // Clipped by an ancestor that hides its overflow, or its own text cut off inside it.
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const ar = a.getBoundingClientRect();
        if (r.right > ar.right + 0.5 || r.left < ar.left - 0.5 || r.bottom > ar.bottom + 0.5 || r.top < ar.top - 0.5) {
          problems.push(`${name(el)} is clipped by ${a.tagName.toLowerCase()}.${a.className}`);
        }
      }
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') problems.push(`${name(el)} cuts its own text off`);
    }
    // One row: a header taller than its min-height has wrapped or squeezed its controls.
    const inner = document.querySelector('.site-header__inner');
    if (inner) {
      const min = parseFloat(getComputedStyle(inner).minHeight);
      const h = inner.getBoundingClientRect().height;
      if (h > min + 1) problems.push(`header wraps: ${Math.round(h)} px tall instead of ${Math.round(min)}`);
      for (const el of inner.querySelectorAll('.main-nav__list > li > a, .nav-trigger, .site-header__actions a, .site-header__actions button')) {
        if (!visible(el)) continue;
        const lines = el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20');
        if (getComputedStyle(el).whiteSpace !== 'nowrap' && lines > 1.9 && el.getBoundingClientRect().height > 48) problems.push(`${name(el)} wraps onto two lines`);
      }
    }
    return problems;
  });
}

// One test per language, so that the two browsers share the 360 layouts.
for (const { locale, prefix } of LOCALES) {
  test(`no page scrolls sideways or cuts a header control off, at 12 widths (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const post = await firstPostPath(page);
    const failures: string[] = [];
    for (const p of PAGES) {
      const path = `${prefix}${p === '/blog/:first-post' ? post : p === '/' && prefix ? '' : p}` || '/';
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: let the resize lay out before measuring.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        for (const problem of await widthProblems(page)) failures.push(`${path} at ${width} px: ${problem}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('what the compact header leaves out stays one keypress away (fr, 1024 and 1280 px)', async ({ page }) => {
  // Under 1200 px the navigation, the client portal and the booking link are in the slide-in menu.
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/fr/services');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Principale' })).toBeHidden();
  const menuButton = page.locator('header.site-header .menu-button');
  await expect(menuButton).toBeVisible();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Espace client/ }).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Prendre rendez-vous/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contact' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  // From 1200 to 1439 px the bar has the navigation and the booking button; the client portal is in Resources.
  await page.setViewportSize({ width: 1280, height: 900 });
  const header = page.locator('header.site-header');
  await expect(header.locator('a.header-btn--portal')).toBeHidden();
  await expect(header.getByRole('link', { name: /Prendre rendez-vous/ })).toBeVisible();
  await header.getByRole('button', { name: 'Ressources' }).focus();
  await page.keyboard.press('Enter');
  await expect(header.getByRole('menuitem', { name: /Espace client/ })).toBeVisible();

  // From 1440 px the portal button is back in the bar.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(header.locator('a.header-btn--portal')).toBeVisible();
});

/**
 * Worst contrast of each text on the hero bands, computed from computed colours: the text colour over
 * every background the text can sit on (the hero photo is taken as anything from black to white under
 * its overlay; a gradient is sampled across the element's own box).
 */
async function heroContrasts(page: Page, scope: string): Promise<{ text: string; ratio: number }[]> {
  return page.evaluate((scopeSel) => {
    type C = { r: number; g: number; b: number; a: number };
    const parse = (s: string): C => {
      const nums = (list: string) => list.split(/[\s,/]+/).filter(Boolean).map(Number);
      const m = s.match(/rgba?\(([^)]+)\)/);
      if (m?.[1]) {
        const [r = 0, g = 0, b = 0, a = 1] = nums(m[1]);
        return { r, g, b, a };
      }
      const srgb = s.match(/color\(srgb ([^)]+)\)/);
      if (srgb?.[1]) {
        const [r = 0, g = 0, b = 0, a = 1] = nums(srgb[1]);
        return { r: r * 255, g: g * 255, b: b * 255, a };
      }
      throw new Error(`unparsed colour ${s}`);
    };
    const over = (top: C, under: C): C => ({
      r: top.r * top.a + under.r * (1 - top.a),
      g: top.g * top.a + under.g * (1 - top.a),
      b: top.b * top.a + under.b * (1 - top.a),
      a: 1,
    });
    const lum = (c: C) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b);
    };
    const ratio = (a: C, b: C) => {
      const [hi, lo] = [Math.max(lum(a), lum(b)), Math.min(lum(a), lum(b))];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The gradient's colour at each sample point of the element's box (by the gradient's axis). */
    const gradientSamples = (bgImage: string, host: DOMRect, box: DOMRect): C[] => {
      const m = bgImage.match(/linear-gradient\((.*)\)$/);
      if (!m?.[1]) throw new Error(`unparsed background ${bgImage}`);
      const parts = m[1].split(/,(?![^(]*\))/).map((x) => x.trim());
      let horizontal = false;
      if (/deg$|^to /.test(parts[0] ?? '')) {
        const dir = parts.shift() as string;
        horizontal = dir === '90deg' || dir === 'to right';
        if (!horizontal && dir !== '180deg' && dir !== 'to bottom') throw new Error(`unhandled gradient direction ${dir}`);
      }
      const stops = parts.map((p, i) => {
        const pm = p.match(/^(.*\))\s*([\d.]+)%$/);
        return { c: parse(pm?.[1] ?? p), at: pm ? Number(pm[2]) / 100 : i / (parts.length - 1) };
      });
      const at = (t: number): C => {
        let prev = stops[0];
        if (!prev) throw new Error(`no stops in ${bgImage}`);
        if (t <= prev.at) return prev.c;
        for (const stop of stops.slice(1)) {
          if (t <= stop.at) {
            const f = (t - prev.at) / (stop.at - prev.at || 1);
            const [x, y] = [prev.c, stop.c];
            return { r: x.r + (y.r - x.r) * f, g: x.g + (y.g - x.g) * f, b: x.b + (y.b - x.b) * f, a: x.a + (y.a - x.a) * f };
          }
          prev = stop;
        }
        return prev.c;
      };
      const [from, to] = horizontal ? [(box.left - host.left) / host.width, (box.right - host.left) / host.width] : [(box.top - host.top) / host.height, (box.bottom - host.top) / host.height];
      const ts = [0, 0.25, 0.5, 0.75, 1].map((k) => from + (to - from) * k).concat(stops.map((s) => s.at).filter((s) => s > from && s < to));
      return ts.map(at);
    };
    const BLACK = { r: 0, g: 0, b: 0, a: 1 };
    const WHITE = { r: 255, g: 255, b: 255, a: 1 };
    /** The possible backgrounds behind el, bottom layers first, composited. */
    const backdrops = (el: Element): C[] => {
      // The text's own box: a block's box can reach far past its words into a lighter part of a gradient.
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      const layers: C[][] = []; // top first
      let a: Element | null = el;
      while (a) {
        const s = getComputedStyle(a);
        const host = a.getBoundingClientRect();
        const own: C[][] = []; // top first within this element
        for (const pseudo of ['::after', '::before']) {
          const ps = getComputedStyle(a, pseudo);
          if (ps.content === 'none' || ps.position !== 'absolute') continue;
          if (ps.backgroundImage !== 'none') own.push(gradientSamples(ps.backgroundImage, host, box));
          const pc = parse(ps.backgroundColor);
          if (pc.a > 0) own.push([pc]);
        }
        if (a !== el && [...a.children].some((c) => c.tagName === 'IMG' && getComputedStyle(c).position === 'absolute')) own.push([BLACK, WHITE]);
        if (s.backgroundImage !== 'none' && s.backgroundImage.includes('gradient')) own.push(gradientSamples(s.backgroundImage, host, box));
        const bc = parse(s.backgroundColor);
        if (bc.a > 0) own.push([bc]);
        layers.push(...own);
        if (own.some((l) => l.every((c) => c.a >= 1))) break;
        let next: Element | null = a.parentElement;
        if (s.position === 'fixed') {
          // A see-through fixed header: what shows through is whatever lies under it at the text's place
          // (continuing from a photo's parent, which counts the photo as a black-to-white layer).
          const fixed: Element = a;
          const under = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2).find((e) => !fixed.contains(e));
          next = under?.tagName === 'IMG' ? under.parentElement : (under ?? null);
        }
        a = next;
      }
      let result: C[] = [WHITE];
      for (const layer of layers.reverse()) result = layer.flatMap((top) => result.map((under) => over(top, under)));
      return result;
    };
    const out: { text: string; ratio: number }[] = [];
    for (const root of document.querySelectorAll(scopeSel)) {
      for (const el of root.querySelectorAll('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const r = el.getBoundingClientRect();
        if (!own || r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        const color = parse(getComputedStyle(el).color);
        const worst = Math.min(...backdrops(el).map((bg) => ratio(over(color, bg), bg)));
        out.push({ text: (el.textContent ?? '').trim().slice(0, 50), ratio: Math.round(worst * 100) / 100 });
      }
    }
    return out;
  }, scope);
}

test('text and buttons on the hero gradients reach 4.5:1 in every language', async ({ page }) => {
  const failures: string[] = [];
  for (const { prefix } of LOCALES) {
    for (const width of [390, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, scope] of [
        [prefix || '/', '.home-hero, .site-header--overlay:not(.site-header--solid) .site-header__inner'],
        [`${prefix}/services`, '.page-hero'],
        [`${prefix}/attorney-profile`, '.page-hero'],
        [`${prefix}/contact`, '.page-hero'],
      ] as const) {
        await page.goto(path);
        const found = await heroContrasts(page, scope);
        expect(found.length, `${path}: no text found in ${scope}`).toBeGreaterThan(0);
        for (const { text, ratio } of found) if (ratio < 4.5) failures.push(`${path} at ${width} px: "${text}" ${ratio}:1`);
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
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
