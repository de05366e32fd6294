import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/services/mail';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

const silent = { info: () => {} };
const message = {
  to: 'client@example.com',
  subject: 'Reset your password',
  text: 'Open https://law.example/auth#type=recovery&token=abc to choose a new password.',
  html: '<p>Open <a href="https://law.example/auth#type=recovery&amp;token=abc">this link</a>.</p>',
};

describe('mail', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers through SMTP when SMTP_URL is set, with text and HTML bodies', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Firm <no-reply@law.example>', outboxDir: '/nonexistent', log: silent });
    await mailer.send(message);
    mailer.close();
    const got = smtp.received.at(-1);
    expect(got?.from).toBe('no-reply@law.example');
    expect(got?.to).toEqual(['client@example.com']);
    expect(got?.raw).toContain('Subject: Reset your password');
    expect(got?.raw).toContain('text/plain');
    expect(got?.raw).toContain('text/html');
  });

  it('writes a readable file to the outbox when no SMTP server is configured', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const logged: object[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'Firm <no-reply@law.example>', outboxDir: dir, log: { info: (o) => logged.push(o) } });
    await mailer.send(message);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const body = fs.readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(body).toContain('To: client@example.com');
    expect(body).toContain(message.text);
    expect(body).toContain(message.html);
    // The file is the only place the link appears: the log names the file, never the link, the address or the subject.
    expect(logged[0]).toMatchObject({ recipientDomain: 'example.com', file: path.join(dir, files[0] ?? '') });
    expect(JSON.stringify(logged)).not.toContain('token=abc');
    expect(JSON.stringify(logged)).not.toContain('client@example.com');
    expect(JSON.stringify(logged)).not.toContain(message.subject);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
