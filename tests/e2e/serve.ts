/**
 * The browser tests' server: a real SMTP server (smtp-server) that stores what it receives under
 * .test-output/e2e-mail/, and the production app pointed at it with SMTP_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? '.test-output/e2e-mail');
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      fs.writeFileSync(path.join(mailDir, `${String(++count).padStart(4, '0')}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString()}`);
      done();
    });
  },
});

await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const address = smtp.server.address();
if (!address || typeof address !== 'object') throw new Error('SMTP server did not start');
process.env.SMTP_URL = `smtp://127.0.0.1:${address.port}`;
await import('../../server/index');
