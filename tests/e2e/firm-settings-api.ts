/**
 * Changes the firm settings the way the settings form does (settings.get, then settings.update over the version
 * it read, as a signed-in administrator from the site's origin), so the server that serves the pages clears its
 * cached copy at once. The session is made through the service layer (no sign-in request).
 */
import { request as playwrightRequest } from '@playwright/test';
import superjson from 'superjson';
import type { FirmSettings } from '@shared/schemas/firm';
import { sessionCookieFor, userIdByEmail } from './staff-users';

const ADMIN_EMAIL = 'admin@example.com';

export async function updateFirm(baseURL: string, change: (data: FirmSettings) => FirmSettings): Promise<FirmSettings> {
  const cookie = await sessionCookieFor(await userIdByEmail(ADMIN_EMAIL));
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}`, origin: baseURL } });
  try {
    const got = await api.get('/trpc/settings.get');
    if (!got.ok()) throw new Error(`settings.get answered ${got.status()}: ${await got.text()}`);
    const current = superjson.deserialize<{ version: number; data: FirmSettings }>((await got.json() as { result: { data: Parameters<typeof superjson.deserialize>[0] } }).result.data);
    const data = change(structuredClone(current.data));
    const saved = await api.post('/trpc/settings.update', { data: superjson.serialize({ version: current.version, data }) });
    if (!saved.ok()) throw new Error(`settings.update answered ${saved.status()}: ${await saved.text()}`);
    return data;
  } finally {
    await api.dispose();
  }
}

/** Office hours under which the office is open at any time of any day. */
export const ALWAYS_OPEN: FirmSettings['officeHours'] = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '00:00', closes: '23:59' }];

/**
 * Office hours under which the office is closed now (the firm's clock): open only on the weekday two days from
 * today, so it opens again in one to three days, whatever time the test runs.
 */
export function closedNow(now = new Date()): FirmSettings['officeHours'] {
  const codes = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(now);
  const today = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday);
  return [{ days: [codes[(today + 2) % 7] ?? 'Mo'], opens: '09:00', closes: '17:00' }];
}
