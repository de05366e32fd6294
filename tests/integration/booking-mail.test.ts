import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelledEmail, confirmationEmail } from '../../server/booking/emails';
import type { BookingMailFacts } from '../../server/booking/types';
import { bookingFacts, TEST_FIRM } from '../helpers/booking-facts';
import { createMailer } from '../../server/services/mail';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

/**
 * Decision 0028: a booking's confirmation reaches a real SMTP server as an invitation mail clients recognise: the
 * calendar inside multipart/alternative with `method=REQUEST` (Gmail, Outlook), and attached as invite.ics.
 */

const FIRM = TEST_FIRM;

const FACTS: BookingMailFacts = bookingFacts();

interface Part {
  headers: Record<string, string>;
  body: string;
  parts: Part[];
}

/** Just enough MIME (RFC 2045/2046) to walk nodemailer's message: unfolded headers, nested multiparts. */
function parseMime(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary || !/^multipart\//i.test(headers['content-type'] ?? '')) return { headers, body, parts: [] };
  const sections = body.split(`--${boundary}`).slice(1, -1);
  return { headers, body, parts: sections.map((s) => parseMime(s.replace(/^\r\n/, '').replace(/\r\n$/, ''))) };
}

function decoded(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return part.body;
}

const silent = { info: () => {} };

describe('a booking’s e-mail through SMTP', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('sends the confirmation with the invitation inside multipart/alternative (method=REQUEST) and attached as invite.ics', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Álvarez & Laurent <no-reply@law.example>', outboxDir: '/nonexistent', log: silent });
    const message = confirmationEmail(FACTS, FIRM);
    await mailer.send(message);
    mailer.close();
    const got = smtp.received.at(-1);
    expect(got?.to).toEqual(['maria@visitor.example']);
    const root = parseMime(got?.raw ?? '');
    expect(root.headers['reply-to']).toBe('office@law.example');
    expect(root.headers['content-type']).toMatch(/^multipart\/mixed;/);

    const alternative = root.parts.find((p) => /^multipart\/alternative;/.test(p.headers['content-type'] ?? ''));
    expect(alternative).toBeDefined();
    const types = alternative?.parts.map((p) => p.headers['content-type']) ?? [];
    expect(types).toEqual(['text/plain; charset=utf-8', 'text/html; charset=utf-8', 'text/calendar; charset=utf-8; method=REQUEST']);
    const [plain, html, calendar] = alternative?.parts ?? [];
    expect(decoded(plain as Part)).toContain('Cuándo: lunes, 15 de marzo de 2027, 10:00 en Ciudad de México · 12:00 en Fort Lauderdale');
    expect(decoded(html as Part)).toContain(`<a href="${FACTS.rescheduleUrl}"`);
    // 'Álvarez', 'Consulta con…': the part is encoded for the wire (nothing but ASCII travels), and decodes back.
    expect([...(calendar?.body ?? '')].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(calendar?.headers['content-transfer-encoding']).toMatch(/^(quoted-printable|base64)$/);
    const inline = decoded(calendar as Part);
    expect(inline.replace(/\r\n$/, '')).toBe(message.calendar?.content.replace(/\r\n$/, ''));
    expect(inline).toContain('METHOD:REQUEST');
    expect(inline).toContain(`UID:booking-${FACTS.id}@law.example`);
    expect(inline).toContain('SUMMARY:Consulta con Álvarez & Laurent');

    const attachment = root.parts.find((p) => /attachment/i.test(p.headers['content-disposition'] ?? ''));
    expect(attachment?.headers['content-type']).toMatch(/^application\/ics; name=invite\.ics$/);
    expect(attachment?.headers['content-disposition']).toMatch(/^attachment; filename=invite\.ics$/);
    expect(decoded(attachment as Part)).toBe(inline);
    // The matter and the other parties stay out of the whole message.
    for (const part of [plain, html, calendar, attachment]) {
      expect(decoded(part as Part)).not.toContain('Krome');
      expect(decoded(part as Part)).not.toContain('Roberto');
    }
  });

  it('sends a cancellation as method=CANCEL with the same UID', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@law.example', outboxDir: '/nonexistent', log: silent });
    const { rescheduleUrl: _r, cancelUrl: _c, ...withoutLinks } = FACTS;
    await mailer.send(cancelledEmail({ ...withoutLinks, sequence: 2 }, FIRM));
    mailer.close();
    const root = parseMime(smtp.received.at(-1)?.raw ?? '');
    const alternative = root.parts.find((p) => /^multipart\/alternative;/.test(p.headers['content-type'] ?? ''));
    const calendar = alternative?.parts.find((p) => /^text\/calendar/.test(p.headers['content-type'] ?? ''));
    expect(calendar?.headers['content-type']).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const ics = decoded(calendar as Part);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain(`UID:booking-${FACTS.id}@law.example`);
  });

  it('writes the invitation into the outbox file when no SMTP server is configured', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@law.example', outboxDir: dir, log: silent });
    const message = confirmationEmail(FACTS, FIRM);
    await mailer.send(message);
    const [file] = fs.readdirSync(dir);
    const body = fs.readFileSync(path.join(dir, file ?? ''), 'utf8');
    expect(body).toContain('----- calendar (invite.ics, method=REQUEST) -----');
    expect(body).toContain(message.calendar?.content);
    expect(body).toContain(message.text);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
