import { FIRM_DEFAULTS } from '../../server/services/firm-settings';
import { toFirmPublic } from '@shared/schemas/firm';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** The demo firm the e2e site is seeded with (/admin/settings starts from it). */
const firm = toFirmPublic(FIRM_DEFAULTS);

test.describe('header on a wide screen', () => {
  test('the Services menu works from the keyboard and lists the three services', async ({ page, consoleErrors }) => {
    await page.goto('/attorney-profile');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'Services' });
    for (const [name, href] of Object.entries({
      'All Services': '/services',
      'Detention Defense': '/services/detention',
      'Family-Based Immigration': '/services/family',
      'VAWA Protection for Survivors': '/services/vawa',
    })) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Focus starts on the first item; arrows move and wrap; Home/End jump; Escape returns to the button.
    await expect(menu.getByRole('menuitem', { name: 'All Services' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Detention Defense' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'VAWA Protection for Survivors' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'All Services' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'VAWA Protection for Survivors' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // ArrowUp opens on the last item; Enter follows it and the menu closes.
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'VAWA Protection for Survivors' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/family$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family-Based Immigration');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // A click elsewhere closes it.
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 600);
    await expect(menu).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('the Resources menu has the blog, resources, client portal and Admin App (to /auth when signed out)', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
    const menu = page.getByRole('menu', { name: 'Resources' });
    await expect(menu.getByRole('menuitem', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(menu.getByRole('menuitem', { name: 'Additional Resources' })).toHaveAttribute('href', '/resources');
    const portal = menu.getByRole('menuitem', { name: /Client Portal/ });
    await expect(portal).toHaveAttribute('href', firm.portalUrl);
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('menuitem', { name: 'Admin App' })).toHaveAttribute('href', '/auth');
    await menu.getByRole('menuitem', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });

  test('the client-portal button opens its site in a new tab; the booking button leads to the booking page', async ({ page }) => {
    await page.goto('/contact');
    const header = page.locator('header.site-header');
    // The demo books consultations on the site (decision 0028); 'External link' in the settings restores the old link.
    const book = header.getByRole('link', { name: /Book a consultation/ });
    await expect(book).toHaveAttribute('href', '/book');
    await expect(book).not.toHaveAttribute('target', '_blank');
    const portal = header.locator(`a.header-btn--portal`);
    await expect(portal).toHaveAttribute('href', firm.portalUrl);
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  });

  test('is transparent at the top of the home page, solid after 20 px, and always solid elsewhere', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/site-header--solid/);
    // Scroll events are dispatched before the next frame is drawn: two frames later, the header has seen this one.
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(header).not.toHaveClass(/site-header--solid/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveClass(/site-header--solid/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--solid/);

    await page.goto('/services');
    await expect(page.locator('header.site-header')).toHaveClass(/site-header--solid/);
  });

  test('the language switch keeps the page and remembers the choice', async ({ page, context }) => {
    await page.goto('/services/family');
    await waitForHydration(page);
    await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'ES' }).click();
    await expect(page).toHaveURL(/\/es\/services\/family$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inmigración familiar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');

    await page.getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'FR' }).click();
    await expect(page).toHaveURL(/\/fr\/services\/family$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immigration familiale');
    await page.getByRole('group', { name: 'Langue' }).getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/services\/family$/);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('links inside a language stay in that language', async ({ page }) => {
    await page.goto('/fr/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Avocats' }).click();
    await expect(page).toHaveURL(/\/fr\/attorney-profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos avocats');
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the mobile bar is hidden on wide screens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  });
});

test('the footer names the firm and lawyer, links the legal pages and carries the disclaimers', async ({ page }) => {
  await page.goto('/contact');
  const footer = page.locator('footer');
  await expect(footer.getByText('© 2025 Alvarez & Laurent Immigration Law. All rights reserved.')).toBeVisible();
  await expect(footer.getByText('not legal advice', { exact: false })).toBeVisible();
  await expect(footer.getByText('does not create an attorney-client relationship', { exact: false })).toBeVisible();
  await expect(footer.getByText('Testimonials and past results do not guarantee a similar outcome.', { exact: false })).toBeVisible();
  await expect(footer.getByText(`Responsible attorney: ${firm.attorneys[0]?.name}, Fort Lauderdale, Florida.`, { exact: false })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  await expect(footer.getByRole('link', { name: firm.phone })).toHaveAttribute('href', firm.phoneHref);
  await expect(footer.getByRole('link', { name: firm.email })).toHaveAttribute('href', `mailto:${firm.email}`);
  await expect(footer.getByText(firm.address.street, { exact: false })).toBeVisible();
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
  for (const s of ['Detention Defense', 'Family-Based Immigration', 'VAWA Protection for Survivors']) {
    await expect(footer.getByRole('link', { name: s })).toBeVisible();
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the bottom bar links the four sections and marks the current one', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Services', 'Resources', 'Contact']);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(bar.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/services/vawa');
    await expect(bar.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/blog');
    await expect(bar.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/es/contact');
    await expect(page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Contacto' })).toHaveAttribute('aria-current', 'page');
    expect(consoleErrors).toEqual([]);
  });

  test('the slide-in menu locks scrolling, keeps focus, collapses services and closes with Escape', async ({ page }) => {
    await page.goto('/attorney-profile');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // The menu button is the <summary> of a <details> (it opens the menu before the scripts run too).
    const openButton = page.getByLabel('Open menu');
    await openButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Services start collapsed and expand on demand (a <details> in the menu).
    const services = menu.locator('details', { has: page.locator('summary', { hasText: 'Services' }) });
    const toggle = services.locator('summary');
    await expect(services).toHaveJSProperty('open', false);
    await expect(menu.getByRole('link', { name: 'Detention Defense' })).toBeHidden();
    await toggle.click();
    await expect(services).toHaveJSProperty('open', true);
    await expect(menu.getByRole('link', { name: 'Detention Defense' })).toBeVisible();
    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Detention Defense' })).toBeHidden();

    await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');

    // Tab never leaves the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#mobile-menu') !== null)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('following a link from the menu goes there and closes the menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByLabel('Open menu').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.locator('summary', { hasText: 'Services' }).click();
    await menu.getByRole('link', { name: 'VAWA Protection for Survivors' }).click();
    await expect(page).toHaveURL(/\/services\/vawa$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
  { locale: 'fr', prefix: '/fr' },
] as const;

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
