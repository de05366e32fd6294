import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (port 0 = any free port). `refuse`: recipients it
 * answers with a temporary failure (450, a mailbox unavailable for now), as long as it returns true for them.
 */
export async function startSmtp(port = 0, opts: { refuse?: (address: string) => boolean } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (opts.refuse?.(address.address)) {
        const refusal: Error & { responseCode?: number } = new Error('Mailbox unavailable for now');
        refusal.responseCode = 450;
        return done(refusal);
      }
      done();
    },
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const addr = server.server.address();
  return {
    port: typeof addr === 'object' && addr ? addr.port : 0,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
