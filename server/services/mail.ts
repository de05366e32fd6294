import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Absent: a plain-text e-mail only (chat transcripts: the visitor's words are never made into links). */
  html?: string;
  replyTo?: string;
  /**
   * A calendar invitation (RFC 5546: REQUEST for a new or moved event, CANCEL to remove it), sent as nodemailer's
   * `icalEvent`: a text/calendar part beside the text and HTML (Content-Type `method=REQUEST`/`method=CANCEL`, which
   * Gmail and Outlook read as an invitation) and the same text attached as invite.ics (for the other clients).
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailLogger {
  info(obj: object, msg: string): void;
}

/**
 * The one way the product sends e-mail (called by the job queue's worker). With SMTP_URL: SMTP through
 * nodemailer. Without: each message becomes a readable text file in DATA_DIR/outbox (the only place its
 * link appears; the log names the file), so password reset
 * and sign-up confirmation work on a fresh machine.
 */
/** The part of an address after its @: enough to tell the firm's mail from a visitor's, naming no one. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

export function createMailer(opts: { smtpUrl: string | undefined; from: string; outboxDir: string; log: MailLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        const info = await transport.sendMail({
          from: opts.from,
          to: m.to,
          replyTo: m.replyTo,
          subject: m.subject,
          text: m.text,
          ...(m.html ? { html: m.html } : {}),
          ...(m.calendar ? { icalEvent: { method: m.calendar.method, content: m.calendar.content, filename: 'invite.ics' } } : {}),
        });
        // Never the address or the subject (a visitor's name is in some): the log is not the inbox (decision 0010).
        opts.log.info({ recipientDomain: domainOf(m.to), messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(m) {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.txt`);
      const headers = [`From: ${opts.from}`, `To: ${m.to}`, ...(m.replyTo ? [`Reply-To: ${m.replyTo}`] : []), `Subject: ${m.subject}`, `Date: ${new Date().toUTCString()}`];
      const calendar = m.calendar ? `\n----- calendar (invite.ics, method=${m.calendar.method}) -----\n${m.calendar.content}\n` : '';
      const body = `${headers.join('\n')}\n\n----- text -----\n${m.text}\n${m.html ? `\n----- html -----\n${m.html}\n` : ''}${calendar}`;
      await fs.writeFile(file, body, { mode: 0o600 });
      opts.log.info({ recipientDomain: domainOf(m.to), file }, 'mail written to outbox (open the file for its link)');
    },
    close: () => {},
  };
}
