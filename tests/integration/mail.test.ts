import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/services/mail';

const silent = { info: () => {} };
const message = {
  to: 'client@example.com',
  subject: 'Reset your password',
  text: 'Open https://law.example/auth#type=recovery&token=abc to choose a new password.',
  html: '<p>Open <a href="https://law.example/auth#type=recovery&amp;token=abc">this link</a>.</p>',
};

describe('mail', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const addr = server.server.address();
    port = typeof addr === 'object' && addr ? addr.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through SMTP when SMTP_URL is set, with text and HTML bodies', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Firm <no-reply@law.example>', outboxDir: '/nonexistent', log: silent });
    await mailer.send(message);
    mailer.close();
    const got = received.at(-1);
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
    expect(logged[0]).toMatchObject({ link: 'https://law.example/auth#type=recovery&token=abc' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
