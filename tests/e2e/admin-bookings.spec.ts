import type { APIRequestContext, Locator, Page } from '@playwright/test';
import superjson from 'superjson';
import { toFirmLocalInput } from '@shared/firm-time';
import { expect, test } from './fixtures';
import { BOOKINGS } from './locks';
import { mailCount, waitForMail } from './mail';
import { signedInAs } from './staff-users';

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });

/**
 * Decision 0028, the firm's side: /admin/bookings for administrators. The consultation is booked the way the booking
 * page books it (booking.page for a free time, then booking.book from the site's origin), so the screen shows what
 * a visitor made. The first test takes the BOOKINGS lock: it books a free time and blocks time, and booking.spec.ts
 * chooses free times that this test could take between its read and its booking. It changes no settings, so no
 * other lock.
 */

const FIRM_ZONE = 'America/New_York';
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const firmTime = (d: Date) => plain(new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: FIRM_ZONE }).format(d));
const firmDay = (d: Date) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: FIRM_ZONE }).format(d);

function toast(page: Page): Locator {
  return page.locator('.Toastify');
}

/** Responses the test provokes on purpose (the overlapping block, the old feed link) are logged by Chromium as console errors. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

/** A tRPC query as the site's pages send it (superjson input in the address). */
async function query<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const res = await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize<T>(body.result.data);
}

interface Booked {
  start: Date;
  end: Date;
  attorneyName: string;
  name: string;
  email: string;
  matter: string;
}

/**
 * A free consultation booked for a visitor in Mexico City: the last day the booking page offers (the days other
 * tests book come first), its first free time. From an address of the test's own (TRUST_PROXY=loopback), so the booking
 * limit per address stays this test's.
 */
async function bookConsultation(request: APIRequestContext, baseURL: string): Promise<Booked> {
  const stamp = String(Date.now());
  const choice = { locale: 'en', typeId: 'free-consultation', language: 'en', timeZone: 'America/Mexico_City' };
  const page = await query<{ days: { date: string }[] }>(request, 'booking.page', choice);
  const day = page.days.at(-1)?.date;
  expect(day, 'the booking page offers a day').toBeTruthy();
  const { times } = await query<{ times: string[] }>(request, 'booking.page', { ...choice, day });
  const start = times[0];
  expect(start, `the booking page offers a time on ${day}`).toBeTruthy();

  const name = `Booking Visitor ${stamp}`;
  const email = `booking.visitor.${stamp}@example.com`;
  const matter = `Work permit renewal ${stamp}`;
  const res = await request.post('/trpc/booking.book', {
    data: superjson.serialize({
      typeId: 'free-consultation',
      language: 'en',
      start,
      timeZone: 'America/Mexico_City',
      name,
      phone: `+1 305 ${stamp.slice(-7)}`,
      email,
      matter,
      otherParties: 'Employer: Sunshine Farms',
      consent: true,
      website: '',
      locale: 'es',
      chatToken: '',
    }),
    headers: { origin: baseURL, 'x-forwarded-for': '198.51.100.91' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const booked = superjson.deserialize<{ start: string; end: string; attorneyName: string }>(((await res.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } }).result.data);
  return { start: new Date(booked.start), end: new Date(booked.end), attorneyName: booked.attorneyName, name, email, matter };
}

test(
  'an administrator sees a booked consultation on its day, marks it attended, is refused an overlapping block, blocks and frees other time, resets a calendar link, then cancels the consultation',
  { lock: BOOKINGS },
  async ({ page, context, request, baseURL, consoleErrors }) => {
    test.setTimeout(120_000);
    await signedInAs(context, baseURL, 'bookings-admin', 'admin');
    const booked = await bookConsultation(request, baseURL ?? '');
    const firmDate = toFirmLocalInput(booked.start).slice(0, 10);

    // The header leads there.
    await page.goto('/admin');
    await page.getByRole('banner').getByRole('link', { name: 'Bookings' }).click();
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // Its day, with the visitor's details, the matter and both clocks.
    await page.goto(`/admin/bookings?view=day&date=${firmDate}`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${firmDay(booked.start)}`) })).toBeVisible();
    const attorney = page.getByRole('region', { name: booked.attorneyName, exact: true });
    const card = attorney.getByRole('article').filter({ hasText: booked.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toContainText(`${firmTime(booked.start)} – ${firmTime(booked.end)} ET`);
    await expect(card).toContainText('Free consultation');
    await expect(card).toContainText(booked.matter);
    await expect(card).toContainText('Employer: Sunshine Farms');
    await expect(card).toContainText('English');
    await expect(card).toContainText(/in Mexico City \(America\/Mexico_City\)/);
    await expect(card.getByRole('link', { name: /^\+1 305/ })).toHaveAttribute('href', /^tel:\+1305\d{7}$/);
    await expect(card.getByText('Booked', { exact: true })).toBeVisible();

    // 'Attended' changes its state, and the screen reads the day again.
    await card.getByRole('button', { name: /^Attended/ }).click();
    await expect(toast(page)).toContainText('Booking updated');
    await expect(card.getByText('Attended', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Back to booked/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Attended/ })).toHaveCount(0);

    // Day by day, and the week that holds it.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(attorney.getByRole('heading', { level: 4, name: new RegExp(`^${firmDay(booked.start)}`) })).toBeVisible();
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`view=day&date=${firmDate}`));

    // Blocking the consultation's own time is refused, with the server's sentence beside the start.
    await page.getByRole('button', { name: 'Block time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block time' });
    await dialog.getByRole('combobox', { name: 'Attorney' }).click();
    await page.getByRole('option', { name: booked.attorneyName, exact: true }).click();
    await dialog.getByLabel('Start (ET)').fill(toFirmLocalInput(booked.start));
    await dialog.getByLabel('End (ET)').fill(toFirmLocalInput(booked.end));
    await dialog.getByLabel('Reason').fill('Court hearing');
    await dialog.getByRole('button', { name: 'Block time' }).click();
    await expect(dialog.getByText('That time overlaps a consultation or blocked time of this attorney.')).toBeVisible();
    await expect(dialog.getByLabel('Start (ET)')).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page)).toContainText('Error blocking time');

    // The evening is free: blocked, shown as such, then freed again.
    await dialog.getByLabel('Start (ET)').fill(`${firmDate}T20:00`);
    await dialog.getByLabel('End (ET)').fill(`${firmDate}T20:30`);
    await dialog.getByRole('button', { name: 'Block time' }).click();
    await expect(toast(page)).toContainText('Time blocked');
    await expect(dialog).toHaveCount(0);
    const blocked = attorney.getByRole('article').filter({ hasText: 'Court hearing' });
    await expect(blocked.getByRole('heading')).toContainText('8:00 PM – 8:30 PM ET');
    await expect(blocked.getByText('Blocked', { exact: true })).toBeVisible();
    await blocked.getByRole('button', { name: /^Free this time/ }).click();
    await expect(toast(page)).toContainText('Time freed');
    await expect(blocked).toHaveCount(0);

    // The attorney's calendar feed: a link shown once; 'Reset link' replaces it and the old one stops working.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    const feeds = page.getByRole('region', { name: 'Calendar feeds' });
    const feed = feeds.getByRole('listitem', { name: booked.attorneyName, exact: true });
    const linkField = feed.getByRole('textbox', { name: `Calendar link for ${booked.attorneyName}` });
    // Another run on this server may have made the attorney's first link already: then this is a reset too.
    const first = feed.getByRole('button', { name: /^(Create|Reset) link/ });
    const hadLink = ((await first.textContent()) ?? '').includes('Reset');
    await first.click();
    if (hadLink) await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
    await expect(linkField).toHaveValue(/\/calendar\/[\w-]{43}\.ics$/);
    const oldUrl = await linkField.inputValue();

    await feed.getByRole('button', { name: /^Reset link/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Reset the calendar link?' })).toBeVisible();
    await expect(confirm).toContainText('stops working at once');
    await confirm.getByRole('button', { name: 'Reset link' }).click();
    await expect(toast(page)).toContainText('Calendar link reset');
    await expect(linkField).not.toHaveValue(oldUrl);
    await expect(linkField).toHaveValue(/\/calendar\/[\w-]{43}\.ics$/);
    await expect(feed).toContainText('it will not be shown again');
    await expect(feed).toContainText('The old link no longer works');
    const url = await linkField.inputValue();

    await feed.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page)).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const ics = await request.get(url);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = await ics.text();
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain(`SUMMARY:Consultation: ${booked.name}`);
    // Names and phones only: never the matter.
    expect(calendar).not.toContain(booked.matter);
    expect((await request.get(oldUrl)).status()).toBe(404);

    // Back to booked, then cancelled with a reason, which the visitor receives in the language they booked in.
    await card.getByRole('button', { name: /^Back to booked/ }).click();
    await expect(card.getByText('Booked', { exact: true })).toBeVisible();
    const beforeCancel = mailCount();
    await card.getByRole('button', { name: /^Cancel/ }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel consultation' });
    await expect(cancelDialog).toContainText(`${booked.name} is told by e-mail, in Spanish`);
    const reason = 'The attorney must appear in court';
    await cancelDialog.getByLabel('Reason').fill(reason);
    await cancelDialog.getByRole('button', { name: 'Cancel consultation' }).click();
    await expect(toast(page)).toContainText('Consultation cancelled');
    await expect(cancelDialog).toHaveCount(0);
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByText('Cancelled by the firm')).toBeVisible();
    await expect(card.getByText(reason)).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    // The e-mail is in Spanish (its sentence around the reason), with the calendar's cancellation.
    const notice = await waitForMail(booked.email, beforeCancel, 30_000, reason);
    expect(notice).toContain('METHOD:CANCEL');
    expect(notice).toContain('El despacho la cancel');

    // At 360 px the cards stack and nothing scrolls sideways, the link's field included.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(card).toBeVisible();
    await expect(linkField).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(unexpected(consoleErrors)).toEqual([]);
  },
);

test('an editor gets no Bookings link and is refused at /admin/bookings, by the page and by the server', async ({ page, context, baseURL, consoleErrors }) => {
  await signedInAs(context, baseURL, 'bookings-editor', 'editor');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Bookings' })).toHaveCount(0);

  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { name: 'You do not have access to the bookings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block time' })).toHaveCount(0);

  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ from: '2026-01-05', days: 7 })));
  expect((await page.request.get(`/trpc/bookings.week?input=${input}`)).status()).toBe(403);
  const reset = await page.request.post('/trpc/bookings.resetFeed', { data: superjson.serialize({ attorneyKey: 'alvarez' }), headers: { origin: baseURL ?? '' } });
  expect(reset.status()).toBe(403);
  expect(unexpected(consoleErrors)).toEqual([]);
});
