import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '@shared/html';
import { formatFirmTime } from '@shared/firm-time';
import { answerLines } from './emails';
import { ACK_MSG, acknowledgeByToken, peekAlert, takenOf, type AckRefusal, type Taken } from './urgent';
import type { AppDeps } from '../deps';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../db/errors';
import { PRIVATE_NO_STORE } from '../plugins/ssr';

/**
 * The 'I'm on it' link of an urgent chat's alert (decision 0010): GET shows what it is about and a button, POST
 * acknowledges. A GET changes nothing, so a mail scanner that opens every link cannot use it up; the page is
 * plain HTML with no script, readable on any phone. The token is in the path; logs leave it out (loggedUrl).
 */
function page(reply: FastifyReply, status: number, title: string, body: string, opts: { refreshSeconds?: number } = {}) {
  const refresh = opts.refreshSeconds ? `<meta http-equiv="refresh" content="${opts.refreshSeconds}">` : '';
  return reply
    .status(status)
    .header('cache-control', PRIVATE_NO_STORE)
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${refresh}<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1e2a4a}button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border:0;border-radius:8px;background:#b42318;color:#fff;cursor:pointer}a{color:#1d4ed8}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/admin?tab=inquiries">Open the inquiries</a></p></main></body></html>`);
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Who took the case and when, in the firm's time zone; and the callback, once recorded. */
function takenText(taken: Taken): string {
  const who = (s: string) => `<strong>${escapeHtml(s || 'Someone')}</strong>`;
  const callback = taken.calledBack ? ` ${who(taken.calledBack.by)} recorded the callback at ${escapeHtml(formatFirmTime(taken.calledBack.at))}.` : ' Nobody has recorded the callback yet.';
  return `${who(taken.by)} said "I'm on it" at ${escapeHtml(formatFirmTime(taken.at))}.${callback}`;
}

/** A refusal's page: its sentence, and for a used link who took the case (issue 35). */
const refusal = (reply: FastifyReply, refused: AckRefusal) =>
  page(reply, 410, 'Urgent chat', `<p>${escapeHtml(refused.message)}</p>${refused.taken ? `<p>${takenText(refused.taken)}</p>` : ''}`);

export function registerOnCall(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => onCallRoutes(scope, deps));
}

async function onCallRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The button is an HTML form: a browser posts it as application/x-www-form-urlencoded (an empty body, ignored).
  // Without a parser Fastify answers 415; registered in this plugin's scope only, so no other route takes forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
  app.get<{ Params: { token: string } }>('/on-call/:token', async (req, reply) => {
    try {
      const peeked = TOKEN.test(req.params.token) ? await peekAlert(deps.db, req.params.token) : { message: ACK_MSG.invalid };
      if ('message' in peeked) return refusal(reply, peeked);
      const { inquiry } = peeked;
      const taken = takenOf(inquiry);
      const state = taken
        ? `<p>${takenText(taken)}</p>`
        : `<form method="post"><button type="submit">I'm on it</button></form><p>Pressing it stops the alerts to the rest of the on-call list.</p>`;
      // What the visitor has answered so far; while they are still answering (decision 0024) the page reads it
      // again every 30 seconds, so later answers show as they arrive (no script on this page).
      const answers = answerLines(inquiry.intake?.answers ?? {}, 'en').map((line) => `<li>${escapeHtml(line)}</li>`);
      const still = inquiry.unfinished ? '<p>The visitor is still answering: this page shows new answers as they arrive.</p>' : '';
      return page(
        reply,
        200,
        'Urgent chat: a detention',
        `<p>From <strong>${escapeHtml(inquiry.name)}</strong>, received ${escapeHtml(formatFirmTime(inquiry.createdAt))}.</p><p>Callback phone: <strong>${escapeHtml(inquiry.phone || '(none given)')}</strong></p>${state}${still}${answers.length ? `<h2>Answers so far</h2><ul>${answers.join('')}</ul>` : ''}`,
        { refreshSeconds: inquiry.unfinished ? 30 : undefined },
      );
    } catch (err) {
      if (databaseUnavailable(err)) return page(reply, 503, 'Urgent chat', `<p>${escapeHtml(DATABASE_UNAVAILABLE)}</p>`);
      throw err;
    }
  });

  app.post<{ Params: { token: string } }>('/on-call/:token', async (req, reply) => {
    try {
      if (!TOKEN.test(req.params.token)) return refusal(reply, { message: ACK_MSG.invalid });
      const result = await acknowledgeByToken(deps.db, req.params.token, req.ip);
      if (!result.ok) return refusal(reply, result);
      const body = result.already
        ? `<p>${escapeHtml(result.ackedBy)} already said "I'm on it" at ${escapeHtml(formatFirmTime(result.at))}.</p>`
        : `<p>Thank you. You are handling the chat from <strong>${escapeHtml(result.inquiryName)}</strong>; nobody else will be alerted.</p>`;
      return page(reply, 200, "I'm on it", body);
    } catch (err) {
      if (databaseUnavailable(err)) return page(reply, 503, 'Urgent chat', `<p>${escapeHtml(DATABASE_UNAVAILABLE)}</p>`);
      throw err;
    }
  });
}
