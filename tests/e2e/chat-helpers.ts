/**
 * Small helpers of the chat's browser tests (public-chat.spec.ts, chat-urgent.spec.ts): the catalogues' words,
 * a step of the intake as a visitor takes it, an administrator's API calls (service-layer session, no sign-in
 * request) and the test SMTP server's files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import superjson from 'superjson';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import type { Locales, TranslationFunctions } from '../../src/i18n/i18n-types';
import type { Inquiry } from '../../server/db/schema';
import type { FirmSettings } from '@shared/schemas/firm';
import { expect, test } from './fixtures';
import { ALWAYS_OPEN, updateFirm } from './firm-settings-api';
import { sessionCookieFor, userIdByEmail } from './staff-users';

loadAllLocales();

/** The site's own catalogue (src/i18n) of a language: the words the visitor sees. */
export function words(locale: Locales): TranslationFunctions['chat'] {
  return i18nObject(locale).chat;
}

/** Where a tab keeps its conversation's token (named on the privacy page). */
export const TOKEN_KEY = 'chat.conversation';

/** The chat panel of a page in `locale`. */
export function chatDialog(page: Page, locale: Locales = 'en'): Locator {
  return page.getByRole('dialog', { name: words(locale).title() });
}

/** Opens the chat with the floating button (the page has hydrated) and returns the panel. */
export async function openChat(page: Page, locale: Locales = 'en'): Promise<Locator> {
  const fab = page.locator('button.chat-fab');
  await expect(fab).toHaveAccessibleName(words(locale).open());
  await fab.click();
  const dlg = chatDialog(page, locale);
  await expect(dlg).toBeVisible();
  return dlg;
}

/**
 * Waits until `question` is the one asked now (its quick replies are on screen, nothing is being saved), then
 * answers it: a quick reply by its label, Skip, or typed text sent with Enter.
 */
export async function answer(
  dlg: Locator,
  locale: Locales,
  question: string,
  reply: { choose: string } | { type: string } | 'skip',
  /** What the transcript asks, when it is not the question itself (the detention offer). */
  asked = question,
): Promise<void> {
  const L = words(locale);
  const group = dlg.getByRole('group', { name: question, exact: true });
  await expect(group).toBeVisible();
  await expect(dlg.locator('.chat-msg--question').last()).toContainText(asked);
  if (reply === 'skip') await group.getByRole('button', { name: L.skip(), exact: true }).click();
  else if ('choose' in reply) await group.getByRole('button', { name: reply.choose, exact: true }).click();
  else {
    const input = dlg.getByLabel(L.inputLabel());
    await input.fill(reply.type);
    await input.press('Enter');
  }
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The review, the consent box and 'Send to the firm'; returns once the visitor is told it reached the firm. */
export async function sendToFirm(dlg: Locator, locale: Locales): Promise<Locator> {
  const L = words(locale);
  await expect(dlg.getByRole('heading', { name: L.reviewTitle() })).toBeVisible();
  await dlg.getByRole('checkbox', { name: L.consentLabel() }).check();
  await dlg.getByRole('button', { name: L.submit(), exact: true }).click();
  const sent = dlg.locator('.chat-sent');
  await expect(sent).toContainText(L.sentTitle());
  await expect(dlg.getByRole('button', { name: L.newChat() })).toBeVisible();
  return sent;
}

/** Each test's own client address (TRUST_PROXY=loopback): the chat's limits per address are real and stay its own. */
export async function ownAddress(page: Page, address: string): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

// ---- an administrator's API calls, as the admin pages make them ----

export interface AdminApi {
  query<T>(procedure: string, input?: unknown): Promise<T>;
  mutate<T>(procedure: string, input?: unknown): Promise<T>;
  dispose(): Promise<void>;
}

async function dataOf<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, procedure: string): Promise<T> {
  if (!res.ok()) throw new Error(`${procedure} answered ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize<T>(body.result.data);
}

/** The seeded administrator's session (made through the service layer), calling tRPC from the site's origin. */
export async function adminApi(baseURL: string): Promise<AdminApi> {
  const cookie = await sessionCookieFor(await userIdByEmail('admin@example.com'));
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}`, origin: baseURL } });
  return {
    query: async <T>(procedure: string, input?: unknown) => {
      const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
      return dataOf<T>(await api.get(`/trpc/${procedure}${q}`), procedure);
    },
    mutate: async <T>(procedure: string, input?: unknown) => dataOf<T>(await api.post(`/trpc/${procedure}`, { data: superjson.serialize(input) }), procedure),
    dispose: () => api.dispose(),
  };
}

/** 'I'm on it' (as an administrator) for every urgent chat still waiting, so a banner's absence proves something. */
export async function acknowledgeAllUrgent(baseURL: string): Promise<void> {
  const api = await adminApi(baseURL);
  try {
    for (;;) {
      const open = await api.query<{ total: number; items: { id: string }[] }>('inquiries.urgent');
      if (open.total === 0) return;
      for (const item of open.items) await api.mutate('inquiries.acknowledgeUrgent', { id: item.id });
    }
  } finally {
    await api.dispose();
  }
}

/** The newest inquiries (up to 100, urgent ones nobody took first), as the admin's Inquiries tab reads them. */
export async function recentInquiries(baseURL: string): Promise<Inquiry[]> {
  const api = await adminApi(baseURL);
  try {
    const page = await api.query<{ items: Inquiry[] }>('inquiries.list', { page: 1, pageSize: 100, sort: 'received', dir: 'desc' });
    return page.items;
  } finally {
    await api.dispose();
  }
}

/** Slows the page's main thread `rate` times (Chrome's CPU throttling, as DevTools does), as a cheap phone is. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A catalogue sentence with its {time} open: the pattern of the sentence as shown with a real time of day. */
export function withTime(template: (p: { time: string }) => string): RegExp {
  const mark = '\u0001';
  return new RegExp(template({ time: mark }).split(mark).map(escapeRegExp).join('\\d{1,2}:\\d{2}'));
}

/**
 * Every urgent chat taken and its callback recorded ('Called back', as an administrator): an urgent case stays
 * marked, first in the Inquiries list, until then (issue 35), so a test that leaves none behind keeps later tests'
 * inquiries on the list's first page.
 */
export async function settleAllUrgent(baseURL: string): Promise<void> {
  await acknowledgeAllUrgent(baseURL);
  const api = await adminApi(baseURL);
  try {
    for (;;) {
      const page = await api.query<{ items: Inquiry[] }>('inquiries.list', { page: 1, pageSize: 100, sort: 'received', dir: 'desc' });
      const open = page.items.filter((i) => i.urgent && !i.calledBackAt);
      if (open.length === 0) return;
      for (const item of open) await api.mutate('inquiries.calledBack', { id: item.id });
    }
  } finally {
    await api.dispose();
  }
}

/** A conversation's token as the server sees it: 200 while it exists, 404 (gone) otherwise. */
export async function resumeStatus(request: APIRequestContext, baseURL: string, token: string): Promise<number> {
  const res = await request.post('/trpc/chat.resume', { data: { json: { token } }, headers: { origin: baseURL } });
  return res.status();
}

// ---- the test SMTP server's files (tests/e2e/serve.ts) ----

const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? '.test-output/e2e-mail');

/** The envelope recipients of every message received after message number `after` (mailCount()). */
export function recipientsAfter(after: number): string[] {
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort() : [];
  return files
    .filter((f) => Number.parseInt(f, 10) > after)
    .flatMap((f) => {
      const first = fs.readFileSync(path.join(mailDir, f), 'utf8').split('\r\n', 1)[0] ?? '';
      return first.replace(/^X-Envelope-To: /, '').split(',');
    });
}

/** waitForMail decodes quoted-printable byte by byte: the UTF-8 text of a message with accents, read back. */
export function utf8(mail: string): string {
  return Buffer.from(mail, 'latin1').toString('utf8');
}

/** The 'I'm on it' link of an on-call alert. */
export function onCallLink(mail: string): string {
  const m = /https?:\/\/[^\s"<>]+\/on-call\/[A-Za-z0-9_-]{43}/.exec(mail);
  if (!m) throw new Error(`no on-call link in:\n${mail}`);
  return m[0];
}

/** A unique, lower-case tag for names and addresses of one test run. */
export function tag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/**
 * The on-call settings of one test (and office hours open), for a spec file: returns the setter, and after each
 * test, passed or failed, leaves no urgent chat waiting (nor escalating) nor marked (its callback recorded, so it
 * no longer heads the Inquiries list of later tests) and puts the on-call settings back as they were.
 */
export function onCallPerTest(): (baseURL: string, onCall: Partial<FirmSettings['onCall']>) => Promise<void> {
  let previous: FirmSettings['onCall'] | undefined;
  test.afterEach(async ({ baseURL }) => {
    await settleAllUrgent(baseURL!);
    const onCall = previous;
    previous = undefined;
    if (onCall) await updateFirm(baseURL!, (d) => ({ ...d, onCall }));
  });
  return async (baseURL, onCall) => {
    await updateFirm(baseURL, (d) => {
      previous ??= d.onCall;
      return { ...d, officeHours: ALWAYS_OPEN, onCall: { ...d.onCall, ...onCall } };
    });
  };
}
