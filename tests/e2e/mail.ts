import fs from 'node:fs';
import path from 'node:path';

const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? '.test-output/e2e-mail');

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * Waits for the newest message the test SMTP server received for `to` after message number `after` (mailCount()),
 * and returns its decoded source. `containing`: only a message with this text (decoded), for an address that other
 * tests running at the same time write to as well (the firm's inbox).
 */
export async function waitForMail(to: string, after = 0, timeoutMs = 30_000, containing?: string): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort() : [];
    for (const f of files.reverse()) {
      const n = Number.parseInt(f, 10);
      if (n <= after) continue;
      const raw = fs.readFileSync(path.join(mailDir, f), 'utf8');
      if (!raw.startsWith(`X-Envelope-To: ${to}`)) continue;
      const mail = decodeQuotedPrintable(raw);
      if (containing === undefined || mail.includes(containing) || Buffer.from(mail, 'latin1').toString('utf8').includes(containing)) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${to}${containing === undefined ? '' : ` with ${JSON.stringify(containing)}`} within ${timeoutMs} ms`);
}

export function mailCount(): number {
  return fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
}

export function linkFrom(mail: string, type: 'recovery' | 'signup'): string {
  const m = new RegExp(`https?://[^\\s"<>]+/auth/${type === 'recovery' ? 'reset' : 'confirm'}/[\\w-]+`).exec(mail);
  if (!m) throw new Error(`no ${type} link in:\n${mail}`);
  return m[0];
}
