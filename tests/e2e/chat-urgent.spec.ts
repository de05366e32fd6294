import type { Browser, Page, Response } from '@playwright/test';
import { connect } from '../../server/db/client';
import { inquiries } from '../../server/db/schema';
import { INTAKE_VERSION } from '@shared/chat-intake';
import { acknowledgeAllUrgent, answer, onCallPerTest, settleAllUrgent, escapeRegExp, onCallLink, openChat, ownAddress, recipientsAfter, sendToFirm, tag, utf8, words } from './chat-helpers';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';
import { mailCount, waitForMail } from './mail';
import { databaseUrl } from './staff-users';
import { CHAT } from './locks';

test.describe.configure({ lock: CHAT });

/**
 * Decision 0010: an urgent detention reaches the on-call list at once and waits at the top of the admin's screens
 * until someone says "I'm on it". (That the alert escalates to the next address when 'Escalate after' has passed,
 * and stops at "I'm on it" from that alert, is proven on a clock the test moves in
 * tests/integration/minutes-later.test.ts, and step by step in tests/integration/chat.test.ts.) Each test sets the
 * on-call list it needs, chats from an address of its own, and leaves no urgent chat waiting for the next one.
 */

const EN = words('en');
const ES = words('es');

const setOnCall = onCallPerTest();

/** An administrator in a browser of their own (desktop size unless told), signed in through the service layer. */
async function adminPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** The number of urgent chats waiting, as the banner's query (inquiries.urgent, maybe batched with others) read it. */
async function urgentCount(res: Response): Promise<number> {
  const url = new URL(res.url());
  const procedures = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
  const body = (await res.json()) as unknown;
  const answers = url.searchParams.has('batch') ? (body as unknown[]) : [body];
  const answer = answers[procedures.indexOf('inquiries.urgent')] as { result: { data: { json: { total: number } } } };
  return answer.result.data.json.total;
}

/** The card of an inquiry in the admin's Inquiries list, found by its name (the card's heading). */
function inquiryCard(page: Page, name: string) {
  return page.getByRole('list', { name: 'Inquiries' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** Nothing of the page sticks out sideways, and the element lies within the window's width. */
async function expectNoSidewaysOverflow(page: Page, width: number, element?: ReturnType<Page['locator']>) {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(width);
  if (element) {
    const box = await element.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  }
}

test('a Spanish visitor on a phone reports a detention; on call is alerted, says "I\'m on it", and the admin sees it all', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const id = tag();
  const first = `oncall-first-${id}@firm.example`;
  const second = `oncall-second-${id}@firm.example`;
  const detained = `José Pérez ${id}`;
  const caller = `María Pérez ${id}`;
  await acknowledgeAllUrgent(baseURL!);
  await setOnCall(baseURL!, { emails: [first, second], escalateAfterMinutes: 10 });

  await page.setViewportSize({ width: 390, height: 844 });
  await ownAddress(page, '10.22.2.1');
  await page.goto('/es/');
  await waitForHydration(page);
  const dlg = await openChat(page, 'es');
  await expectNoSidewaysOverflow(page, 390, dlg);

  // Her own words first: the chat offers the detention path.
  await expect(dlg.getByRole('group', { name: ES.questions.path() })).toBeVisible();
  const input = dlg.getByLabel(ES.inputLabel());
  await input.fill('detuvieron a mi esposo esta mañana en Miami');
  await input.press('Enter');
  await answer(dlg, 'es', ES.questions.path(), { choose: ES.choices.path.detention() }, ES.detentionOffer());
  // "esta mañana" already said when: offered back, and confirmed.
  await answer(dlg, 'es', ES.questions.when(), { choose: ES.offerYes() }, ES.offerWhen.today());
  // Urgent at once: the on-call phone to call now, as a tel: link.
  await expect(dlg.locator('.chat-msg--urgent a[href^="tel:"]')).toBeVisible();
  // The callback phone right after 'when' (issue 35): with it, the on-call list is alerted before anything else.
  await expect(input).toHaveAttribute('type', 'tel');
  const before = mailCount();
  await answer(dlg, 'es', ES.questions.phone(), { type: '(305) 555-0142' });
  const early = ES.earlyAlerted({ time: '\u0001' }).split('\u0001').map(escapeRegExp).join('\\d{1,2}:\\d{2}');
  await expect(dlg.locator('.chat-msg--urgent').filter({ hasText: new RegExp(early) })).toBeVisible({ timeout: 60_000 });
  const alert = utf8(await waitForMail(first, before, 60_000));
  expect(alert).toContain('Callback phone: (305) 555-0142');
  expect(alert).toContain(`${EN.labels.when()}: ${EN.choices.when.today()}`);
  const link = onCallLink(alert);
  expect(link.startsWith(`${baseURL}/on-call/`)).toBe(true);
  await answer(dlg, 'es', ES.questions.name(), { type: caller });
  // "en Miami" is offered as the place; she names the facility instead.
  const where = dlg.getByRole('group', { name: ES.questions.where(), exact: true });
  await expect(dlg.locator('.chat-msg--question').last()).toContainText(ES.offer.where({ value: 'Miami' }));
  await where.getByRole('button', { name: ES.offerOther.where(), exact: true }).click();
  await answer(dlg, 'es', ES.questions.where(), { type: 'Miami, centro de Krome' });
  await answer(dlg, 'es', ES.questions.detainedName(), { type: detained });
  await expect(input).toHaveAttribute('type', 'date');
  await answer(dlg, 'es', ES.questions.detainedBirthDate(), { type: '1985-03-21' });
  await answer(dlg, 'es', ES.questions.detainedBirthCountry(), { type: 'Honduras' });
  await answer(dlg, 'es', ES.questions.aNumber(), 'skip');
  await answer(dlg, 'es', ES.questions.hearingDate(), 'skip');
  await answer(dlg, 'es', ES.questions.relationship(), { choose: ES.choices.relationship.spouse() });
  await answer(dlg, 'es', ES.questions.otherParties(), 'skip', ES.otherPartiesFor.detention());
  await answer(dlg, 'es', ES.questions.story(), 'skip');
  await answer(dlg, 'es', ES.questions.email(), 'skip');
  await answer(dlg, 'es', ES.questions.language(), { choose: ES.choices.language.es() });
  await expect(dlg.getByRole('heading', { name: ES.reviewTitle() })).toBeVisible();
  await expect(dlg.getByRole('button', { name: `${ES.change()} ${ES.labels.name()}` })).toBeVisible();
  await expectNoSidewaysOverflow(page, 390, dlg);

  const sending = mailCount();
  const box = await sendToFirm(dlg, 'es');
  await expectNoSidewaysOverflow(page, 390, dlg);
  // The alert's real time (it went out at the phone).
  const alerted = ES.urgentAlerted({ time: '\u0001' }).split('\u0001').map(escapeRegExp).join('\\d{1,2}:\\d{2}');
  await expect(box).toContainText(new RegExp(alerted), { timeout: 60_000 });
  await expect(box.locator('a[href^="tel:"]')).toBeVisible();

  // Sending completes the inquiry: the firm's notification has every answer, the visitor's words on marked lines;
  // the first on-call address was not alerted a second time, the second not at all yet.
  const notice = utf8(await waitForMail('intake@law.example', sending, 60_000, id));
  expect(notice).toMatch(/^Subject: .*URGENT.Chat.intake.from/m);
  expect(notice).not.toContain('UNFINISHED');
  expect(notice).toMatch(new RegExp(`${escapeRegExp(EN.labels.name())}:\\r?\\n {4}\\| ${escapeRegExp(caller)}`));
  expect(notice).toMatch(new RegExp(`${escapeRegExp(EN.labels.detainedName())}:\\r?\\n {4}\\| ${escapeRegExp(detained)}`));
  expect(recipientsAfter(before).filter((to) => to === first)).toHaveLength(1);

  // The administrator: the banner on the dashboard, then the inquiry with its badges and answers.
  const admin = await adminPage(browser, baseURL!);
  try {
    const banner = admin.getByRole('region', { name: 'Urgent chats' });
    await expect(banner.getByRole('alert')).toHaveText(/^1 urgent chat waiting/);
    await expect(banner).toContainText(caller);
    await banner.getByRole('link', { name: 'Open Inquiries' }).click();
    await expect(admin.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    const card = inquiryCard(admin, caller);
    await expect(card).toBeVisible();
    await expect(card.getByText('Urgent', { exact: true })).toBeVisible();
    await expect(card.getByText('Chat', { exact: true })).toBeVisible();
    const answers = card.getByRole('definition');
    await expect(card.getByRole('term').filter({ hasText: EN.labels.detainedName() })).toBeVisible();
    await expect(answers.filter({ hasText: detained })).toBeVisible();
    await expect(answers.filter({ hasText: EN.choices.when.today() })).toBeVisible();
    await expect(answers.filter({ hasText: 'Miami, centro de Krome' })).toBeVisible();
    await expect(card.getByRole('button', { name: `I'm on it: urgent inquiry from ${caller}` })).toBeVisible();
    await card.getByRole('button', { name: `Conversation: inquiry from ${caller}` }).click();
    await expect(card.getByRole('list', { name: 'Messages' })).toContainText('detuvieron a mi esposo esta mañana en Miami');
    await expect(card.getByRole('list', { name: 'On-call alerts' })).toContainText(`Step 1 → ${first}`);

    // On call, from the e-mail on a phone: the page changes nothing until the button is pressed.
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    try {
      const onCall = await phone.newPage();
      await onCall.goto(link);
      await expect(onCall.getByRole('heading', { level: 1 })).toHaveText('Urgent chat: a detention');
      await expect(onCall.getByText('(305) 555-0142', { exact: true })).toBeVisible();
      // The answers the visitor gave (decision 0024: the page reads them again while she is still answering).
      await expect(onCall.getByRole('heading', { name: 'Answers so far' })).toBeVisible();
      await expect(onCall.getByText('Phone: (305) 555-0142', { exact: true })).toBeVisible();
      await onCall.getByRole('button', { name: "I'm on it" }).click();
      await expect(onCall.getByRole('heading', { level: 1 })).toHaveText("I'm on it");
      await expect(onCall.getByText('nobody else will be alerted')).toBeVisible();
      // Single use.
      await onCall.goto(link);
      await expect(onCall.getByText('This link was already used.')).toBeVisible();
    } finally {
      await phone.close();
    }

    // The dashboard, reloaded: no banner (nothing else was waiting), the inquiry acknowledged by the first address.
    const urgentRead = admin.waitForResponse((r) => r.url().includes('inquiries.urgent') && r.ok());
    await admin.reload();
    expect(await urgentCount(await urgentRead)).toBe(0);
    // Taken, and still marked until someone records the callback (issue 35).
    await expect(inquiryCard(admin, caller).getByText(new RegExp(`Taken by ${escapeRegExp(first)} at .+ ET`))).toBeVisible();
    await expect(inquiryCard(admin, caller).getByText('Urgent', { exact: true })).toBeVisible();
    await expect(inquiryCard(admin, caller).getByRole('button', { name: `Called back: urgent inquiry from ${caller}` })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Urgent chats' })).toHaveCount(0);
    await expect(inquiryCard(admin, caller).getByRole('button', { name: /I'm on it/ })).toHaveCount(0);

    // The audit log: received, alerted, acknowledged.
    await admin.goto('/admin/audit');
    const rows = admin.getByRole('table').getByRole('row').filter({ hasText: caller });
    await expect(rows.filter({ hasText: 'Chat intake received' })).toHaveCount(1);
    // Alerted at the phone, before her name was given: the alert's row is found by its address.
    const all = admin.getByRole('table').getByRole('row');
    await expect(all.filter({ hasText: 'Urgent chat: on-call alerted' }).filter({ hasText: first })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Urgent chat: 'I'm on it'" }).filter({ hasText: first })).toHaveCount(1);
  } finally {
    await admin.context().close();
  }
  // Acknowledged before its time: the second address was never alerted.
  expect(recipientsAfter(before)).toContain(first);
  expect(recipientsAfter(before)).not.toContain(second);
});

test('the Inquiries list and the dashboard stay usable at 1024 px with 20 urgent chats waiting', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const id = tag();
  await acknowledgeAllUrgent(baseURL!);
  const names = Array.from({ length: 20 }, (_, i) =>
    i % 5 === 0 ? `María-José Guadalupe de los Ángeles Fernández-Rodríguez ${i} ${id}` : `Urgent caller ${i} ${id}`,
  );
  // Made through the database at once, as twenty chats sent in a bad night would leave them.
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    await db.insert(inquiries).values(
      names.map((name, i) => ({
        name,
        email: '',
        phone: `(954) 555-${String(1000 + i)}`,
        message: `Detained today, case ${i}: ${'they took him at the checkpoint and we do not know where he is now. '.repeat(3)}`,
        locale: i % 2 ? 'es' : 'en',
        source: 'chat' as const,
        urgent: true,
        intake: {
          version: INTAKE_VERSION,
          path: 'detention' as const,
          answers: { path: 'detention', when: 'today', where: 'Broward Transitional Center, Pompano Beach', detainedName: `Detained person ${i} ${id}`, name, phone: `(954) 555-${String(1000 + i)}` },
        },
        // Newer than every inquiry of earlier tests: one acknowledged stays on the list's first page.
        createdAt: new Date(Date.now() - (20 - i) * 1000),
      })),
    );
  } finally {
    await sql.end();
  }

  const admin = await adminPage(browser, baseURL!, { width: 1024, height: 768 });
  try {
    const banner = admin.getByRole('region', { name: 'Urgent chats' });
    await expect(banner.getByRole('alert')).toHaveText(/^20 urgent chats waiting/);
    await expect(banner).toContainText(names[0]!);
    await expectNoSidewaysOverflow(admin, 1024, banner);
    await banner.getByRole('link', { name: 'Open Inquiries' }).click();
    await expect(admin.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    const list = admin.getByRole('list', { name: 'Inquiries' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expectNoSidewaysOverflow(admin, 1024, list);

    // Every card's "I'm on it" can be reached and pressed (nothing covers it).
    for (const name of names) {
      const button = inquiryCard(admin, name).getByRole('button', { name: `I'm on it: urgent inquiry from ${name}` });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      await expect(button).toBeInViewport();
      await button.click({ trial: true });
      await expect(inquiryCard(admin, name).getByText('Urgent', { exact: true })).toBeVisible();
    }
    await expectNoSidewaysOverflow(admin, 1024);

    // Pressing one acknowledges it; the banner counts one fewer.
    const one = names[7]!;
    await inquiryCard(admin, one).getByRole('button', { name: `I'm on it: urgent inquiry from ${one}` }).click();
    await expect(inquiryCard(admin, one).getByText(/Taken by admin@example\.com at .+ ET/)).toBeVisible();
    await expect(inquiryCard(admin, one).getByRole('button', { name: /I'm on it/ })).toHaveCount(0);
    await expect(banner.getByRole('alert')).toHaveText(/^19 urgent chats waiting/);
    await expectNoSidewaysOverflow(admin, 1024);
  } finally {
    await admin.context().close();
    await settleAllUrgent(baseURL!);
  }
});
