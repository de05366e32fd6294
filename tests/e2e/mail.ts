import fs from 'node:fs';
import path from 'node:path';

const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? '.test-output/e2e-mail');

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Waits for the newest message the test SMTP server received for `to`, and returns its decoded source. */
export async function waitForMail(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort() : [];
    for (const f of files.reverse()) {
      const n = Number.parseInt(f, 10);
      if (n <= after) continue;
      const raw = fs.readFileSync(path.join(mailDir, f), 'utf8');
      if (raw.startsWith(`X-Envelope-To: ${to}`)) return decodeQuotedPrintable(raw);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${to} within ${timeoutMs} ms`);
}

export function mailCount(): number {
  return fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
}

export function linkFrom(mail: string, type: 'recovery' | 'signup'): string {
  const m = new RegExp(`https?://[^\\s"<>]+/auth/${type === 'recovery' ? 'reset' : 'confirm'}/[\\w-]+`).exec(mail);
  if (!m) throw new Error(`no ${type} link in:\n${mail}`);
  return m[0];
}
