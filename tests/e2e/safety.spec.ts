import type { BrowserContext, Page } from '@playwright/test';
import { QUICK_EXIT_URL } from '@shared/services';
import { answer, openChat, words } from './chat-helpers';
import { expect, test, waitForHydration } from './fixtures';

// Decision 0020: 'Quick exit' on the VAWA and family pages, and a privacy page that says what the site does.

const NEUTRAL = new URL(QUICK_EXIT_URL);
const LABELS = { en: 'Quick exit', es: 'Salida rápida', fr: 'Sortie rapide' } as const;
const ES = words('es');

/** The machine has no network: the neutral site answers from here, in this tab and in any new one. */
async function fakeNeutralSite(context: BrowserContext) {
  await context.route(`${NEUTRAL.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }));
}

async function expectLeft(page: Page, context: BrowserContext, popup: Promise<Page>) {
  await expect(page).toHaveURL((url) => url.origin === NEUTRAL.origin);
  await expect(await popup).toHaveURL((url) => url.origin === NEUTRAL.origin);
  // The page was replaced, not left behind: Back does not return to it.
  await page.goBack().catch(() => null);
  expect(new URL(page.url()).pathname).not.toMatch(/\/services\/(vawa|family)$/);
  for (const p of context.pages()) expect(p.url()).not.toMatch(/\/services\/(vawa|family)$/);
}

for (const [locale, label] of Object.entries(LABELS)) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  test(`${locale}: 'Quick exit' is the first stop of the keyboard on the VAWA page and leaves with no way back`, async ({ page, context }) => {
    await fakeNeutralSite(context);
    await page.goto(`${prefix}/services`);
    await waitForHydration(page);
    await page.goto(`${prefix}/services/vawa`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const exit = page.getByRole('link', { name: label });
    await expect(exit).toBeFocused();
    await expect(page.locator('.quick-exit')).toHaveCSS('position', 'fixed');
    const popup = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    await expectLeft(page, context, popup);
  });
}

test('Escape pressed twice leaves the family page; once does not', async ({ page, context }) => {
  await fakeNeutralSite(context);
  // The page's clock is the test's: 1.2 s pass between two presses without waiting for them.
  await page.clock.install();
  await page.goto('/services/family');
  await waitForHydration(page);
  await page.keyboard.press('Escape');
  await page.clock.fastForward(1200);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/services\/family$/);
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Escape');
  await expectLeft(page, context, popup);
});

test('no Quick exit on pages that do not need it; on phones it stays clear of the bottom bar and the chat button', async ({ page }) => {
  await page.goto('/services/detention');
  await expect(page.locator('.quick-exit')).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/fr/services/vawa');
  await waitForHydration(page);
  const exit = await page.getByRole('link', { name: 'Sortie rapide' }).boundingBox();
  const chat = await page.locator('.chat-fab').boundingBox();
  const bar = await page.locator('.mobile-bar').boundingBox();
  expect(exit && chat && bar).toBeTruthy();
  if (!exit || !chat || !bar) return;
  expect(exit.x).toBeGreaterThanOrEqual(0);
  expect(exit.x + exit.width).toBeLessThanOrEqual(chat.x);
  expect(exit.y + exit.height).toBeLessThanOrEqual(bar.y);
});

test("at 360 px the open chat's quick replies are never under Quick exit, scrolled or not (issue 35)", async ({ context }) => {
  for (const height of [640, 740]) {
    // A tab of its own for each height: a tab keeps its conversation.
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height });
    await page.goto('/es/services/vawa');
    await waitForHydration(page);
    const dlg = await openChat(page, 'es');
    await answer(dlg, 'es', ES.questions.path(), { choose: ES.choices.path.vawa() });
    const choices = dlg.locator('.chat-choices .chat-choice');
    await expect(choices.first()).toBeVisible();
    const exit = await page.locator('.quick-exit').boundingBox();
    expect(exit).toBeTruthy();
    // As it is, and with the transcript scrolled up a little, as a reader does.
    for (const scroll of [0, 60]) {
      await dlg.locator('.chat-body').evaluate((el, by) => el.scrollBy(0, -by), scroll);
      // What shows of each quick reply: its box clipped to the transcript's scrolling area.
      const boxes = await choices.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          const area = el.closest('.chat-body')?.getBoundingClientRect() ?? r;
          const top = Math.max(r.top, area.top);
          const bottom = Math.min(r.bottom, area.bottom);
          return { x: r.left, y: top, width: r.width, height: Math.max(0, bottom - top) };
        }),
      );
      for (const box of boxes) {
        if (!exit || box.height === 0) continue;
        const overlaps = box.x < exit.x + exit.width && exit.x < box.x + box.width && box.y < exit.y + exit.height && exit.y < box.y + box.height;
        expect(overlaps, `a quick reply at ${JSON.stringify(box)} under Quick exit at ${JSON.stringify(exit)} (height ${height}, scrolled ${scroll})`).toBe(false);
      }
    }
  }
});

test('the privacy page names the three cookies the site sets, and a visitor receives none', async ({ page, context }) => {
  for (const path of ['/', '/services/vawa', '/blog', '/contact']) await page.goto(path);
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  expect(await context.cookies()).toEqual([]);
  const main = page.locator('main');
  await expect(main).toContainText('“lang” remembers the language you chose');
  await expect(main).toContainText('“session” keeps a person signed in');
  await expect(main).toContainText('“device” lets a browser that signed in before keep signing in');
  await expect(main).toContainText('We do not send a newsletter');
  await expect(main).not.toContainText('unsubscribe');
});
