import type { Page } from '@playwright/test';
import { sitemapPaths } from '../../src/route-manifest';
import { axeFindings as scan } from './axe';
import { ADMIN, expect, test, waitForHydration } from './fixtures';
import { sessionCookieFor, userIdByEmail } from './staff-users';

/**
 * Decision 0020: an automated axe scan (WCAG 2.0, 2.1 and 2.2, levels A and AA) of every public page in the
 * three languages finds no serious or critical violation. Each failure names the rule, the help text and
 * the offending elements, so the report says what to fix.
 *
 * The home page (whose header sees through to the hero until the visitor scrolls) and the sign-in page are also
 * checked at a phone's width, and on both widths, before any scroll, for what axe cannot judge there (issue 38):
 * the header's text against the worst background that can show through it, and the focus ring of every header
 * control, reached with the keyboard, against the header around it. The admin's Team tab has one focus ring per
 * focused control. One page load per page and width: every check runs on it.
 */
// Every page of the sitemap (src/route-manifest.ts: a new page is scanned without touching this file), a post, the 404 page.
// The home page is scanned by the width tests below.
const PAGES = [...sitemapPaths().filter((p) => p !== '/'), '/blog/:first-post', '/no-such-page'];
const PREFIXES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
  { locale: 'fr', prefix: '/fr' },
];
/** Pages checked at both widths, header included; the phone is the narrowest width the site supports. */
const WIDTH_PAGES = ['/', '/auth'];
const WIDTHS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 720 },
];

let firstPostPath: string | null = null;

/** The newest published post, read from the blog list the way a visitor would find it. */
async function firstPost(page: Page): Promise<string> {
  if (firstPostPath) return firstPostPath;
  await page.goto('/blog');
  const href = await page.locator('article.post-card a[href*="/blog/"]').first().getAttribute('href');
  if (!href) throw new Error('no published post to scan');
  firstPostPath = new URL(href, 'http://x').pathname;
  return firstPostPath;
}


interface FocusRing {
  /** The focused control, for the report. */
  control: string;
  /** Whether it is inside the scope asked about. */
  inScope: boolean;
  /** Each outline that focus added (on the control, a part of it, or a wrapper that shows focus within). */
  rings: { on: string; color: string; ratio: number; clippedBy: string | null }[];
}
interface ContrastKit {
  /** Text inside `scope` (visible, in the viewport) whose contrast is below WCAG AA against its worst backdrop. */
  lowContrastText(scope: string): { text: string; ratio: number; needs: number; color: string; backdrop: string }[];
  /** The focus rings of the focused element, each with its worst contrast against what surrounds it and what cuts it off. */
  focusRing(scope: string): FocusRing;
}

/**
 * Installs `window.a11yKit` (ContrastKit) in the page: contrast from the browser's computed colours, so it sees what
 * axe leaves as 'needs review'. An element's backdrops are its own and its ancestors' background colours, composited
 * up from the first opaque one; under the page there is the canvas (white); a see-through fixed or sticky layer (the
 * home page's header over the hero) has whatever scrolls under it, and an image or gradient on the way is whatever
 * it shows: both count as anything from black to white, and the worst of them is the one that counts.
 */
function installContrastKit(): void {
  type C = { r: number; g: number; b: number; a: number };
  const BLACK: C = { r: 0, g: 0, b: 0, a: 1 };
  const WHITE: C = { r: 255, g: 255, b: 255, a: 1 };
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
  const hex = (c: C) => `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  const backdrops = (el: Element | null): C[] => {
    const layers: C[] = []; // top first
    let under: C[] = [WHITE];
    for (let a = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.backgroundImage !== 'none') {
        under = [BLACK, WHITE];
        break;
      }
      const bg = parse(s.backgroundColor);
      if (bg.a >= 1) {
        under = [bg];
        break;
      }
      if (bg.a > 0) layers.push(bg);
      if (s.position === 'fixed' || s.position === 'sticky') {
        under = [BLACK, WHITE];
        break;
      }
    }
    return layers.reverse().reduce((below, top) => below.map((u) => over(top, u)), under);
  };
  /** The worst contrast of `color` against the backdrops, with the backdrop that gives it. */
  const worst = (color: C, behind: C[]) =>
    behind.map((bg) => ({ ratio: ratio(over(color, bg), bg), bg })).reduce((w, x) => (x.ratio < w.ratio ? x : w));
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;

  const kit: ContrastKit = {
    lowContrastText(scope) {
      const out: ReturnType<ContrastKit['lowContrastText']> = [];
      for (const el of document.querySelectorAll(`${scope}, ${scope} *`)) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const box = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        if (!own || box.width === 0 || box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || s.visibility !== 'visible') continue;
        const px = parseFloat(s.fontSize);
        const needs = px >= 24 || (px >= 18.66 && Number(s.fontWeight) >= 700) ? 3 : 4.5;
        const color = parse(s.color);
        const w = worst(color, backdrops(el));
        if (w.ratio < needs) {
          out.push({ text: (el.textContent ?? '').trim().slice(0, 40), ratio: Math.floor(w.ratio * 100) / 100, needs, color: hex(over(color, w.bg)), backdrop: hex(w.bg) });
        }
      }
      return out;
    },
    focusRing(scope) {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { control: 'nothing', inScope: false, rings: [] };
      // Everything that can draw a ring for this control: itself, its parts, the wrappers that show focus within.
      const hosts = [el, ...el.querySelectorAll('*')];
      for (let a = el.parentElement; a; a = a.parentElement) hosts.push(a);
      const outlines = () => {
        const found = new Map<string, { host: Element; color: string; offset: number; width: number }>();
        hosts.forEach((host, i) => {
          for (const pseudo of [null, '::before', '::after']) {
            const s = getComputedStyle(host, pseudo);
            if (s.outlineStyle === 'none' || parseFloat(s.outlineWidth) <= 0) continue;
            found.set(`${i}${pseudo ?? ''}`, { host, color: s.outlineColor, offset: parseFloat(s.outlineOffset), width: parseFloat(s.outlineWidth) });
          }
        });
        return found;
      };
      /** The scrolling or clipping box that cuts off part of a ring drawn `outset` px outside `host` (a cut ring reads as a stray line). */
      const clipper = (host: Element, outset: number): string | null => {
        const r = host.getBoundingClientRect();
        for (let a = host.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const box = a.getBoundingClientRect();
          const [left, top] = [box.left + a.clientLeft, box.top + a.clientTop];
          const cut = r.left - outset < left - 0.5 || r.top - outset < top - 0.5 || r.right + outset > left + a.clientWidth + 0.5 || r.bottom + outset > top + a.clientHeight + 0.5;
          if (cut) return describe(a);
        }
        return null;
      };
      const focused = outlines();
      el.blur();
      const unfocused = outlines();
      el.focus({ preventScroll: true });
      const rings = [...focused]
        .filter(([key, o]) => unfocused.get(key)?.color !== o.color)
        .map(([key, o]) => {
          // A ring drawn outside its host lies on what is around the host; one drawn inside, on the host itself.
          const w = worst(parse(o.color), backdrops(o.offset >= 0 ? o.host.parentElement : o.host));
          const on = `${describe(o.host)}${key.replace(/^\d+/, '')} ${hex(parse(o.color))} on ${hex(w.bg)}`;
          return { on, color: o.color, ratio: Math.floor(w.ratio * 100) / 100, clippedBy: clipper(o.host, Math.max(0, o.offset + o.width)) };
        });
      return { control: describe(el), inScope: Boolean(el.closest(scope)), rings };
    },
  };
  (window as unknown as { a11yKit: ContrastKit }).a11yKit = kit;
}

const kit = (page: Page) => ({
  lowContrastText: (scope: string) => page.evaluate((s) => (window as unknown as { a11yKit: ContrastKit }).a11yKit.lowContrastText(s), scope),
  focusRing: (scope: string) => page.evaluate((s) => (window as unknown as { a11yKit: ContrastKit }).a11yKit.focusRing(s), scope),
});

/** What is wrong with the focus ring of the focused control: it must have exactly one, whole, of 3:1 or more (WCAG 2.4.7, 1.4.11). */
function ringProblems({ control, rings }: FocusRing): string[] {
  if (rings.length !== 1) return [`${control}: ${rings.length} focus rings${rings.map((r) => `\n    ${r.on}`).join('')}`];
  return rings.flatMap((r) => [
    ...(r.ratio < 3 ? [`${control}: focus ring ${r.ratio}:1 (${r.on})`] : []),
    ...(r.clippedBy ? [`${control}: focus ring cut off by ${r.clippedBy} (${r.on})`] : []),
  ]);
}

/** Tabs from the top of the page through every control of `scope`, collecting what is wrong with each focus ring. */
async function headerFocusProblems(page: Page, scope: string): Promise<{ controls: number; problems: string[] }> {
  const problems: string[] = [];
  let controls = 0;
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const ring = await kit(page).focusRing(scope);
    if (!ring.inScope) break;
    controls++;
    problems.push(...ringProblems(ring));
  }
  return { controls, problems };
}

for (const { locale, prefix } of PREFIXES) {
  test.describe(`axe (${locale})`, () => {
    for (const path of PAGES) {
      test(`${prefix}${path} has no serious or critical violations`, async ({ page }) => {
        const target = path === '/blog/:first-post' ? (await firstPost(page)).replace(/^\/(es|fr)(?=\/)/, '') : path;
        await page.goto(`${prefix}${target}`);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await scan(page)).toEqual([]);
      });
    }

    for (const path of WIDTH_PAGES) {
      for (const { name, width, height } of WIDTHS) {
        test(`${prefix}${path} on a ${name} (${width} px): axe, the header's text and focus rings before any scroll`, async ({ page }) => {
          await page.setViewportSize({ width, height });
          await page.goto(`${prefix}${path}`);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          await page.evaluate(installContrastKit);
          const headerText = await kit(page).lowContrastText('header.site-header');
          const axe = await scan(page);
          const focus = await headerFocusProblems(page, 'header.site-header');
          expect(focus.controls, 'the keyboard reaches the header controls').toBeGreaterThanOrEqual(3);
          expect({ axe, headerText, headerFocus: focus.problems }).toEqual({ axe: [], headerText: [], headerFocus: [] });
        });
      }
    }
  });
}

test('the open chat panel and mobile menu have no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByLabel('Open menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.locator('summary', { hasText: 'Services' }).click();
  expect(await scan(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Chat with an attorney' }).first().click();
  const chat = page.getByRole('dialog', { name: 'Chat with our office' });
  await expect(chat.getByText('What do you need help with?')).toBeVisible();
  expect(await scan(page)).toEqual([]);
});

test("the admin's Team tab: one focus ring of 3:1 on the focused tab and on each control of its panel", async ({ page, baseURL }) => {
  // A session made through the service layer (no sign-in request), straight onto the Team tab: one page load.
  const cookie = await sessionCookieFor(await userIdByEmail(ADMIN.email));
  await page.context().addCookies([{ ...cookie, url: baseURL ?? '' }]);
  await page.goto('/admin?tab=team');
  const team = page.getByRole('tab', { name: 'Team' });
  await expect(page.getByRole('table', { name: 'Team' })).toBeVisible();
  await page.evaluate(installContrastKit);

  // Onto the tab with the keyboard (its focus ring is the keyboard's): from the tab before it and back.
  await team.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(team).toBeFocused();
  const problems = ringProblems(await kit(page).focusRing('[role="tablist"]'));
  // Then on through the panel: the two-factor switch, the invitation form, the table's controls.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    const ring = await kit(page).focusRing('[role="tabpanel"]');
    if (!ring.inScope) break;
    problems.push(...ringProblems(ring));
  }
  expect(problems).toEqual([]);
});
