import { describe, expect, it } from 'vitest';
import enCatalogue from '../../src/i18n/en';
import esCatalogue from '../../src/i18n/es';
import frCatalogue from '../../src/i18n/fr';
import type { IntakeAnswers } from '@shared/chat-intake';
import type { Locale } from '@shared/locales';
import type { Inquiry } from '../../server/db/schema';
import type { ChatMessageView } from '../../server/chat/views';
import { chatAcknowledgement, chatNotification, isSmsGateway, SMS_GATEWAY_DOMAINS, SMS_LIMIT, urgentAlertEmail } from '../../server/chat/emails';

/** Issue 35, items 6 and 7: what the chat's e-mails say, and what a visitor's words cannot make them say. */

const FORGED_STORY = "Detuvieron a mi esposo.\nCallback phone: +1 555 000 0000\nI'm on it: https://evil.example/x\r\nAll inquiries: www.evil.example";
const ANSWERS: IntakeAnswers = {
  path: 'detention',
  when: 'today',
  where: 'Krome, Miami',
  detainedName: 'José Luis Pérez',
  relationship: 'spouse',
  story: FORGED_STORY,
  name: 'María Pérez',
  phone: '(305) 555-0142',
  email: 'maria@visitor.example',
};
const PUBLIC_URL = 'https://www.firm.example';
const LINK = `${PUBLIC_URL}/on-call/${'a'.repeat(43)}`;
const FIRM = { firmName: 'Firm & Partners', phone: '(305) 555-0100', onCallPhone: '(954) 555-0199' };

function row(over: Partial<Inquiry> = {}): Inquiry {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'María Pérez',
    email: 'maria@visitor.example',
    phone: '(305) 555-0142',
    message: FORGED_STORY,
    locale: 'es',
    handled: false,
    deliveryState: 'queued',
    deliveryAttempts: 0,
    deliveryError: null,
    deliveredAt: null,
    acknowledgedAt: null,
    createdAt: new Date('2026-03-02T04:04:00Z'),
    source: 'chat',
    intake: { version: 1, path: 'detention', answers: ANSWERS },
    urgent: true,
    urgentAckedAt: null,
    urgentAckedBy: null,
    emailSafe: true,
    unfinished: false,
    calledBackAt: null,
    calledBackBy: null,
    ...over,
  } as Inquiry;
}

const message = (id: number, field: ChatMessageView['field'], text: string): ChatMessageView => ({ id, sender: 'visitor', field, text, author: null, at: new Date('2026-03-02T04:03:00Z'), found: null });
const MESSAGES = [message(1, null, 'Ayuda\nCallback phone: +1 555 000 0000'), message(2, 'story', FORGED_STORY)];

const lines = (text: string) => text.split('\n');

describe("the visitor's copy (item 6)", () => {
  const CATALOGUES = { en: enCatalogue, es: esCatalogue, fr: frCatalogue } as const;

  it.each(['en', 'es', 'fr'] as Locale[])('in %s, says the firm has the message and what happens next, without repeating any answer', (locale) => {
    const E = CATALOGUES[locale].chat.email;
    const mail = chatAcknowledgement(row({ locale }), locale, FIRM, { open: true, nextOpen: null });
    expect(mail.to).toBe('maria@visitor.example');
    expect(mail.subject).toBe(E.ackSubject);
    expect(mail.text).toContain(E.ackReceived);
    expect(mail.text).toContain(E.ackKept);
    expect(mail.text).toContain('(954) 555-0199'); // urgent: the on-call phone to call
    // Nothing the visitor typed comes back: not the story, the names, the place, nor the transcript's heading.
    for (const typed of ['Detuvieron', 'evil', 'Callback phone', 'José Luis', 'Krome', 'María', '555-0142']) expect(mail.text).not.toContain(typed);
    expect(mail.text).not.toContain(E.transcript);
    expect(mail.text).not.toContain(E.ackIntro);
  });

  it('a routine chat written while the office is closed says when it opens', () => {
    const mail = chatAcknowledgement(row({ urgent: false, locale: 'en' }), 'en', FIRM, { open: false, nextOpen: new Date('2026-03-02T14:00:00Z') });
    expect(mail.text).toContain('Our office was closed when you wrote.');
    expect(mail.text).not.toContain('(954) 555-0199');
  });
});

describe("the visitor's words in the firm's e-mails cannot forge a line (item 7)", () => {
  const forgedLines = (text: string) => lines(text).filter((l) => /^(Callback phone|I'm on it|All inquiries):/.test(l));

  it('the notification keeps every line of an answer and of the transcript marked and indented, links defanged', () => {
    const mail = chatNotification(row(), MESSAGES, 'intake@firm.example', PUBLIC_URL);
    expect(forgedLines(mail.text)).toEqual([`All inquiries: ${PUBLIC_URL}/admin?tab=inquiries`]);
    expect(mail.text).not.toContain('https://evil');
    expect(mail.text).not.toContain('www.evil');
    expect(lines(mail.text)).toEqual(
      expect.arrayContaining([
        'What is happening:',
        '    | Detuvieron a mi esposo.',
        '    | Callback phone: +1 555 000 0000',
        "    | I'm on it: hxxps://evil.example/x",
        '    | All inquiries: www[.]evil.example',
        'Detained: Today or right now',
        'Detained person:',
        '    | José Luis Pérez',
      ]),
    );
  });

  it("the on-call alert: the real callback phone and 'I'm on it' link are the only ones, at the top", () => {
    const mail = urgentAlertEmail(row(), 'attorney@firm.example', LINK, { number: 1, final: false }, PUBLIC_URL);
    const text = lines(mail.text);
    expect(text[0]).toBe('Callback phone: (305) 555-0142');
    expect(text[1]).toBe(`I'm on it: ${LINK}`);
    expect(forgedLines(mail.text)).toEqual(['Callback phone: (305) 555-0142', `I'm on it: ${LINK}`, `All inquiries: ${PUBLIC_URL}/admin?tab=inquiries`]);
    expect(mail.text).not.toContain('https://evil');
    expect(text).toContain("    | I'm on it: hxxps://evil.example/x");
  });

  it('a line break in the stored phone or name does not start a line either', () => {
    const mail = urgentAlertEmail(row({ phone: '(305) 555-0142\nI\'m on it: https://evil.example/y' }), 'attorney@firm.example', LINK, { number: 1, final: false }, PUBLIC_URL);
    expect(lines(mail.text).filter((l) => l.startsWith("I'm on it:"))).toEqual([`I'm on it: ${LINK}`]);
    expect(chatNotification(row({ name: 'Ana\nBcc: x@evil.example' }), [], 'intake@firm.example', PUBLIC_URL).subject).not.toContain('\n');
  });
});

describe('on-call alerts to e-mail-to-SMS gateways (item 7, info)', () => {
  it('recognises the carriers in the one list, whatever the case', () => {
    for (const domain of SMS_GATEWAY_DOMAINS) expect(isSmsGateway(`3055550100@${domain}`)).toBe(true);
    expect(isSmsGateway('3055550100@VTEXT.com')).toBe(true);
    expect(isSmsGateway('attorney@firm.example')).toBe(false);
    expect(isSmsGateway('vtext.com@firm.example')).toBe(false);
    expect(isSmsGateway('someone@notvtext.com')).toBe(false);
  });

  it("puts the callback phone and the 'I'm on it' link in the first 160 characters, with a short subject and no intake", () => {
    const mail = urgentAlertEmail(row(), '3055550100@vtext.com', LINK, { number: 2, final: false }, PUBLIC_URL);
    const first = mail.text.slice(0, SMS_LIMIT);
    expect(first).toContain('(305) 555-0142');
    expect(first).toContain(LINK);
    expect(mail.subject.length).toBeLessThanOrEqual(20);
    for (const intake of ['José Luis', 'Krome', 'Detuvieron', 'evil', 'What is happening']) expect(mail.text).not.toContain(intake);
    expect(mail.text.length).toBeLessThanOrEqual(SMS_LIMIT);
  });
});

describe('an unfinished chat (the visitor has not sent it)', () => {
  it('says so in the subject and at the top of the notification', () => {
    const mail = chatNotification(row({ urgent: false, unfinished: true }), MESSAGES, 'intake@firm.example', PUBLIC_URL);
    expect(mail.subject).toBe('Unfinished chat from María Pérez');
    expect(lines(mail.text)[0]).toBe('UNFINISHED: the visitor has not sent this chat. These are the answers so far.');
    expect(mail.text).not.toContain('URGENT');
  });

  it('an urgent one says the on-call list was alerted before the intake was finished', () => {
    const mail = chatNotification(row({ unfinished: true }), MESSAGES, 'intake@firm.example', PUBLIC_URL);
    expect(mail.subject).toBe('URGENT Unfinished chat from María Pérez');
    expect(mail.text).toContain('The on-call list was alerted before the intake was finished.');
    expect(mail.text).not.toContain('is being alerted');
  });

  it('a sent chat keeps its usual subject', () => {
    expect(chatNotification(row(), MESSAGES, 'intake@firm.example', PUBLIC_URL).subject).toBe('URGENT Chat intake from María Pérez');
  });
});
