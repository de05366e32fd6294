/**
 * The server side of every public form (decision 0009): the sign-in page's steps and the contact form
 * work before their page's scripts run and with scripts blocked. Each form POSTs to its page's own address in
 * the page's language; the handler runs the same tRPC procedure the enhanced form calls (same schemas, same
 * origin check, same rate limits), then answers like the Remix and GOV.UK forms do:
 * - success: 303 to the next page (the return path once signed in; the same page with `?done=…` to say what
 *   happened), so reloading never sends the form twice;
 * - failure: the same page rendered in the form's state (src/shared/posted-form.ts), with the messages beside
 *   the fields and what was typed, never a password.
 *
 * It also decides the GET answers of the forms' journeys (pageStateOf): the sign-in page after an e-mailed link,
 * the notices after a success, and any page address that carries a password (a form sent as GET by an old
 * copy of a page), which is sent to the sign-in page and never rendered or logged with it.
 */
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, domainDataOf } from '../errors';
import { toTRPCError } from '../trpc/errors';
import { UNEXPECTED } from '@shared/constants';
import { localizedPath, splitLocale, type Locale } from '@shared/locales';
import {
  AUTH_INTENTS,
  AUTH_NOTICES,
  CONTACT_SENT,
  DONE_PARAM,
  LINK_COOKIE,
  type AuthIntent,
  type AuthNotice,
  type PostedAuth,
  type PostedContact,
} from '@shared/posted-form';
import { safeReturnPath } from '@shared/safe-path';
import { NAME_MAX } from '@shared/auth-messages';
import { acceptInvitationForm, confirmForm, emailOnlyInput, recoveryFormSchema, signInInput, signUpInput } from '@shared/schemas/auth';
import { contactInput } from '@shared/schemas/contact';
import { signInCodeInput, TWO_FACTOR_MSG } from '@shared/schemas/two-factor';
import { clearedLinkCookie, linkCookie, readLinkCookie } from '../auth/link-cookie';
import { INVALID_LINK } from '../services/auth';
import { INVITATION_MSG, inspectInvitation } from '../services/invitations';
import { ACCESS_MSG, sameOrigin } from '../access';
import { createRequestContext, type Context } from '../trpc/context';
import type { AppDeps } from '../deps';
import { createCaller } from '../trpc/router';
import { PRIVATE_NO_STORE, type PageRenderer, type PageStateOf } from '../plugins/ssr';
import { bookingDoneState, registerBookingForms } from '../booking/forms';
import { failureOf, fieldErrors, LOCALE_PREFIXES, parseForm, pathOf, type Fields } from './form-kit';

const isNotice = (v: string | null): v is AuthNotice => AUTH_NOTICES.some((n) => n === v);
const isIntent = (v: string | undefined): v is AuthIntent => AUTH_INTENTS.some((n) => n === v);

/** The sign-in page of a language, keeping a safe return path (`?from=`). */
function authUrl(locale: Locale, from: string | null, done?: AuthNotice): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (done) params.set(DONE_PARAM, done);
  const query = params.toString();
  return `${localizedPath(locale, '/auth')}${query ? `?${query}` : ''}`;
}

/**
 * The sign-in page opened through an invitation link: the invitation form with the address and role it offers,
 * or, when the link can no longer be used, the sign-in form saying why (and the link's cookie is cleared).
 */
async function invitationState(deps: Pick<AppDeps, 'db' | 'config'>, req: FastifyRequest, reply: FastifyReply, token: string): Promise<PostedAuth> {
  try {
    return { form: 'auth', step: 'invite', values: {}, errors: {}, linkToken: token, invitation: await inspectInvitation(deps.db, token) };
  } catch (err) {
    if (!(err instanceof DomainError)) {
      req.log.error({ err }, 'invitation lookup failed');
      return { form: 'auth', step: 'invite', values: {}, errors: {}, linkToken: token, message: UNEXPECTED };
    }
    reply.setCookie(LINK_COOKIE, '', clearedLinkCookie(deps.config.secureCookies).attributes);
    return { form: 'auth', step: 'signin', values: {}, errors: {}, message: err.message, domain: domainDataOf(err) };
  }
}

/** GET answers that belong to a form's journey; every other page renders as usual (and may be cached). */
export function pageStateOf(deps: Pick<AppDeps, 'db' | 'config'>): PageStateOf {
  return async (req, reply) => {
    const at = req.url.indexOf('?');
    const path = pathOf(req.url);
    const query = new URLSearchParams(at === -1 ? '' : req.url.slice(at + 1));
    const { locale, path: page } = splitLocale(path);
    // A form sent as GET (an old copy of a page, or a page whose form had no method): the password must not
    // stay in the address bar or the history. The redirect replaces the address; the log never had the value.
    if (query.has('password')) return { redirect: authUrl(locale, safeReturnPath(query.get('from')), 'password-not-sent') };
    if (page === '/auth') {
      const link = readLinkCookie(req.cookies[LINK_COOKIE]);
      if (link?.kind === 'invite') return { posted: await invitationState(deps, req, reply, link.token) };
      if (link) return { posted: { form: 'auth', step: link.kind, values: {}, errors: {}, linkToken: link.token } };
      const done = query.get(DONE_PARAM);
      if (isNotice(done)) return { posted: { form: 'auth', step: 'signin', values: {}, errors: {}, notice: done } };
    }
    const booked = bookingDoneState(page, query);
    if (booked) return { posted: booked };
    if (page === '/contact' && query.get(DONE_PARAM) === CONTACT_SENT) {
      return { posted: { form: 'contact', values: { name: '', email: '', phone: '', message: '', privacy: false }, errors: {}, sent: true } };
    }
    return null;
  };
}

export function registerForms(app: FastifyInstance, deps: AppDeps, pages: PageRenderer): void {
  const secure = deps.config.secureCookies;

  // The e-mailed links: the token goes into an HttpOnly cookie and the address becomes the plain sign-in page.
  for (const prefix of LOCALE_PREFIXES) {
    for (const kind of ['reset', 'confirm', 'invite'] as const) {
      app.get<{ Params: { token: string } }>(`${prefix}/auth/${kind}/:token`, async (req, reply) => {
        const cookie = linkCookie(kind, req.params.token, secure);
        if (cookie) reply.setCookie(cookie.name, cookie.value, cookie.attributes);
        return reply.header('cache-control', PRIVATE_NO_STORE).header('referrer-policy', 'no-referrer').redirect(`${prefix}/auth`, 303);
      });
    }
  }

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
    });

    /** The procedures, called as the enhanced form calls them, for this request (its cookies, address, origin). */
    async function callerFor(req: FastifyRequest, reply: FastifyReply, locale: Locale) {
      const ctx: Context = { ...(await createRequestContext(deps, req, reply)), locale };
      return createCaller(ctx);
    }

    for (const prefix of LOCALE_PREFIXES) {
      scope.post<{ Body: Fields }>(`${prefix}/auth`, (req, reply) => postAuth(req, reply));
      scope.post<{ Body: Fields }>(`${prefix}/contact`, (req, reply) => postContact(req, reply));
    }
    registerBookingForms(scope, deps, pages, callerFor);

    async function postAuth(req: FastifyRequest<{ Body: Fields }>, reply: FastifyReply) {
      const { locale } = splitLocale(pathOf(req.url));
      const body = req.body ?? {};
      const intent: AuthIntent = isIntent(body.intent) ? body.intent : 'signin';
      const from = safeReturnPath(body.from);
      const here = authUrl(locale, from);
      const email = (body.email ?? '').slice(0, 254);
      const link = readLinkCookie(req.cookies[LINK_COOKIE]);
      const base: PostedAuth = { form: 'auth', step: intent === 'resend' ? 'signin' : intent, values: { email }, errors: {} };
      if (intent === 'reset' || intent === 'confirm' || intent === 'invite') {
        delete base.values.email;
        if (link?.kind === intent) base.linkToken = link.token;
      }
      if (intent === 'invite') {
        base.values.name = (body.name ?? '').slice(0, NAME_MAX);
        // Shown again above the form if it is answered with a message (the link may have died meanwhile: then none).
        if (base.linkToken) base.invitation = await inspectInvitation(deps.db, base.linkToken).catch(() => undefined);
      }
      const again = (state: Partial<PostedAuth>, status: number) => pages.answer(req, reply, here, { ...base, ...state }, status);
      const done = (to: string) => reply.header('cache-control', PRIVATE_NO_STORE).redirect(to, 303);
      if (!sameOrigin(deps, req.headers, 'form')) return again({ message: ACCESS_MSG.crossSite }, 403);

      // Each step's fields, checked with the schema its enhanced form uses, before anything is called.
      const schema = {
        signin: signInInput,
        code: signInCodeInput,
        signup: signUpInput,
        forgot: emailOnlyInput,
        resend: emailOnlyInput,
        reset: recoveryFormSchema,
        confirm: confirmForm,
        invite: acceptInvitationForm,
      }[intent];
      const parsed = schema.safeParse(intent === 'code' ? { ticket: body.ticket ?? '', code: body.code ?? '' } : body);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        // A broken ticket is no field of the form: the sign-in starts again.
        if (errors.ticket) return again({ step: 'signin', message: TWO_FACTOR_MSG.ticketExpired }, 400);
        return again({ errors, ...(intent === 'code' ? { ticket: body.ticket ?? '' } : {}) }, 400);
      }

      try {
        const api = await callerFor(req, reply, locale);
        const landing = from ?? '/admin';
        switch (intent) {
          case 'signin': {
            const outcome = await api.auth.signIn({ email, password: body.password ?? '' });
            if ('twoFactorTicket' in outcome && outcome.twoFactorTicket) return again({ step: 'code', ticket: outcome.twoFactorTicket, values: {} }, 200);
            return done(landing);
          }
          case 'code':
            await api.auth.signInCode({ ticket: body.ticket ?? '', code: body.code ?? '' });
            return done(landing);
          case 'signup':
            await api.auth.signUp({ email, password: body.password ?? '' });
            return done(authUrl(locale, from, 'signup'));
          case 'forgot':
            await api.auth.requestPasswordReset({ email });
            return done(authUrl(locale, from, 'reset-sent'));
          case 'resend':
            await api.auth.resendConfirmation({ email });
            return done(authUrl(locale, from, 'resent'));
          case 'reset': {
            if (!base.linkToken) throw toTRPCError(new DomainError('invalid', 'invalidLink', INVALID_LINK));
            const outcome = await api.auth.resetPassword({ token: base.linkToken, password: body.password ?? '' });
            reply.setCookie(LINK_COOKIE, '', clearedLinkCookie(secure).attributes);
            if ('twoFactorTicket' in outcome && outcome.twoFactorTicket) return again({ step: 'code', ticket: outcome.twoFactorTicket, values: {}, notice: 'password-updated' }, 200);
            return done(landing);
          }
          case 'confirm': {
            if (!base.linkToken) throw toTRPCError(new DomainError('invalid', 'invalidLink', INVALID_LINK));
            await api.auth.confirmEmail({ token: base.linkToken, password: body.password ?? '' });
            reply.setCookie(LINK_COOKIE, '', clearedLinkCookie(secure).attributes);
            return done(authUrl(locale, from, 'confirmed'));
          }
          case 'invite': {
            if (!base.linkToken) throw toTRPCError(new DomainError('invalid', 'invitationInvalid', INVITATION_MSG.invalid));
            await api.auth.acceptInvitation({ token: base.linkToken, name: body.name ?? '', password: body.password ?? '' });
            return done(landing);
          }
        }
      } catch (err) {
        const { message, status, domain } = failureOf(req, err);
        // An invitation that can no longer be used: the sign-in form says why, and the link's cookie goes.
        if (intent === 'invite' && !base.invitation) {
          reply.setCookie(LINK_COOKIE, '', clearedLinkCookie(secure).attributes);
          return pages.answer(req, reply, here, { form: 'auth', step: 'signin', values: {}, errors: {}, message, domain }, status);
        }
        // A wrong code is the field's: the page shows it beside the code, as the enhanced form does.
        if (intent === 'code' && message === TWO_FACTOR_MSG.invalidCode) return again({ errors: { code: message }, ticket: body.ticket ?? '' }, status);
        if (intent === 'code' && message !== TWO_FACTOR_MSG.ticketExpired) return again({ message, domain, ticket: body.ticket ?? '' }, status);
        if (intent === 'code') return again({ step: 'signin', message, domain }, status);
        // An unconfirmed account: the page offers to send the confirmation link again.
        const unconfirmed = intent === 'signin' && err instanceof TRPCError && err.code === 'FORBIDDEN' ? { unconfirmed: email } : {};
        return again({ message, domain, ...unconfirmed }, status);
      }
    }

    async function postContact(req: FastifyRequest<{ Body: Fields }>, reply: FastifyReply) {
      const { locale } = splitLocale(pathOf(req.url));
      const body = req.body ?? {};
      const here = localizedPath(locale, '/contact');
      const values: PostedContact['values'] = {
        name: (body.name ?? '').slice(0, 200),
        email: (body.email ?? '').slice(0, 254),
        phone: (body.phone ?? '').slice(0, 30),
        message: (body.message ?? '').slice(0, 5000),
        privacy: body.privacy === 'on' || body.privacy === 'true',
      };
      const again = (state: Partial<PostedContact>, status: number) => pages.answer(req, reply, here, { form: 'contact', values, errors: {}, ...state }, status);
      if (!sameOrigin(deps, req.headers, 'form')) return again({ message: ACCESS_MSG.crossSite }, 403);
      const parsed = contactInput.safeParse({ ...values, website: body.website ?? '', journey: body.journey ?? '', locale });
      if (!parsed.success) return again({ errors: fieldErrors(parsed.error) }, 400);
      try {
        const api = await callerFor(req, reply, locale);
        await api.contact.submit(parsed.data);
        return reply.header('cache-control', PRIVATE_NO_STORE).redirect(`${here}?${DONE_PARAM}=${CONTACT_SENT}`, 303);
      } catch (err) {
        const { message, status, domain } = failureOf(req, err);
        return again({ message, domain }, status);
      }
    }
  });
}
