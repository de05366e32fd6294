import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_DONE, bookingHref, type BookingDone } from '@shared/booking/page-params';
import { localizedPath, splitLocale, type Locale } from '@shared/locales';
import { DONE_PARAM, type PostedBooking } from '@shared/posted-form';
import { BOOKING_MSG, bookingRequestInput, bookingTokenField, isTimeZone } from '@shared/schemas/booking';
import { ACCESS_MSG, sameOrigin } from '../access';
import type { AppDeps } from '../deps';
import { PRIVATE_NO_STORE, type PageRenderer } from '../plugins/ssr';
import type { createCaller } from '../trpc/router';
import { failureOf, fieldErrors, LOCALE_PREFIXES, pathOf, type Fields } from '../routes/form-kit';

/**
 * The booking pages' HTML forms (decision 0028, as decision 0009 for the other forms): /book posts the booking,
 * /book/change/<token> its move or its cancellation. Each runs the procedure the API offers, then answers with a
 * redirect to the page saying what happened (PRG: a reload never books twice), or with the page in the form's
 * state: what was typed, the messages beside the fields, and for a time just taken, the three nearest free ones.
 */

/** The procedures, called as the enhanced form would call them, for this request (server/routes/forms.ts). */
type CallerFor = (req: FastifyRequest, reply: FastifyReply, locale: Locale) => Promise<ReturnType<typeof createCaller>>;

/** The address the page says `what` at: `/es/book?done=booked&start=…&tz=…`. */
function doneUrl(locale: Locale, what: BookingDone, start?: string, timeZone?: string, byPhone = false): string {
  const params = new URLSearchParams({ [DONE_PARAM]: what });
  // No e-mail given: the page says the firm calls to confirm, instead of an e-mail on its way.
  if (byPhone) params.set('by', 'phone');
  if (start) params.set('start', start);
  if (timeZone && isTimeZone(timeZone)) params.set('tz', timeZone);
  return `${localizedPath(locale, '/book')}?${params.toString()}`;
}

/** The GET answer of /book after a success (the page's notice), or null. */
export function bookingDoneState(page: string, query: URLSearchParams): PostedBooking | null {
  if (page !== '/book') return null;
  const what = query.get(DONE_PARAM);
  if (!BOOKING_DONE.some((d) => d === what)) return null;
  const start = query.get('start') ?? '';
  const tz = query.get('tz') ?? '';
  return {
    form: 'booking',
    action: what === 'booked' ? 'book' : what === 'moved' ? 'reschedule' : 'cancel',
    values: emptyValues(),
    errors: {},
    done: {
      what: what as BookingDone,
      ...(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(start) ? { start } : {}),
      ...(tz.length <= 64 && isTimeZone(tz) ? { timeZone: tz } : {}),
      ...(query.get('by') === 'phone' ? { byPhone: true } : {}),
    },
  };
}

const emptyValues = (): PostedBooking['values'] => ({ typeId: '', language: '', start: '', timeZone: '', name: '', phone: '', email: '', matter: '', otherParties: '', consent: false });

const nearestOf = (domain: PostedBooking['domain']) => {
  const list = domain?.params.nearest;
  return typeof list === 'string' && list ? list.split(' ').filter((t) => /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(t)) : [];
};

export function registerBookingForms(scope: FastifyInstance, deps: AppDeps, pages: PageRenderer, callerFor: CallerFor): void {
  for (const prefix of LOCALE_PREFIXES) {
    scope.post<{ Body: Fields }>(`${prefix}/book`, (req, reply) => postBooking(req, reply));
    scope.post<{ Body: Fields; Params: { token: string } }>(`${prefix}/book/change/:token`, (req, reply) => postChange(req, reply));
  }

  async function postBooking(req: FastifyRequest<{ Body: Fields }>, reply: FastifyReply) {
    const { locale } = splitLocale(pathOf(req.url));
    const body = req.body ?? {};
    const values: PostedBooking['values'] = {
      typeId: (body.typeId ?? '').slice(0, 40),
      language: (body.language ?? '').slice(0, 5),
      start: (body.start ?? '').slice(0, 40),
      timeZone: (body.timeZone ?? '').slice(0, 64),
      name: (body.name ?? '').slice(0, 200),
      phone: (body.phone ?? '').slice(0, 60),
      email: (body.email ?? '').slice(0, 254),
      matter: (body.matter ?? '').slice(0, 1000),
      otherParties: (body.otherParties ?? '').slice(0, 1000),
      consent: body.consent === 'on' || body.consent === 'true',
    };
    // The page the form was on: its choices, so the answer shows the same day's times.
    const day = new URLSearchParams(req.url.split('?')[1] ?? '').get('day') ?? undefined;
    const here = localizedPath(locale, bookingHref('/book', { type: values.typeId, lang: values.language, day, tz: values.timeZone }));
    const again = (state: Partial<PostedBooking>, status: number) => pages.answer(req, reply, here, { form: 'booking', action: 'book', values, errors: {}, ...state }, status);
    if (!sameOrigin(deps, req.headers, 'form')) return again({ message: ACCESS_MSG.crossSite }, 403);
    const parsed = bookingRequestInput.safeParse({ ...values, consent: values.consent || undefined, website: body.website ?? '', chatToken: body.chatToken ?? '', pow: body.pow ?? '', journey: body.journey ?? '', locale });
    if (!parsed.success) {
      const { pow, ...errors } = fieldErrors(parsed.error);
      // The check is not a field the visitor can mend: a sentence over the form (the next submit solves a new one).
      return again({ errors, ...(pow ? { message: BOOKING_MSG.check, domain: { code: 'bookingCheck', params: {} } } : {}) }, 400);
    }
    try {
      const api = await callerFor(req, reply, locale);
      const booked = await api.booking.book(parsed.data);
      return reply.header('cache-control', PRIVATE_NO_STORE).redirect(doneUrl(locale, 'booked', booked?.start ?? values.start, values.timeZone, !parsed.data.email), 303);
    } catch (err) {
      const { message, status, domain } = failureOf(req, err);
      return again({ message, ...(domain ? { domain } : {}), nearest: nearestOf(domain) }, status);
    }
  }

  async function postChange(req: FastifyRequest<{ Body: Fields; Params: { token: string } }>, reply: FastifyReply) {
    const { locale } = splitLocale(pathOf(req.url));
    const body = req.body ?? {};
    const token = req.params.token;
    const intent = body.intent === 'cancel' ? 'cancel' : 'reschedule';
    const values = { ...emptyValues(), start: (body.start ?? '').slice(0, 40) };
    const here = req.url;
    const again = (state: Partial<PostedBooking>, status: number) => pages.answer(req, reply, here, { form: 'booking', action: intent, values, errors: {}, ...state }, status);
    if (!sameOrigin(deps, req.headers, 'form')) return again({ message: ACCESS_MSG.crossSite }, 403);
    if (!bookingTokenField.safeParse(token).success) return again({}, 404);
    try {
      const api = await callerFor(req, reply, locale);
      if (intent === 'cancel') {
        await api.booking.cancel({ token });
        return reply.header('cache-control', PRIVATE_NO_STORE).redirect(doneUrl(locale, 'cancelled'), 303);
      }
      if (!values.start) return again({ errors: { start: 'Choose a time' } }, 400);
      const moved = await api.booking.reschedule({ token, start: values.start });
      const tz = new URLSearchParams(req.url.split('?')[1] ?? '').get('tz') ?? undefined;
      return reply.header('cache-control', PRIVATE_NO_STORE).redirect(doneUrl(locale, 'moved', moved.start, tz), 303);
    } catch (err) {
      const { message, status, domain } = failureOf(req, err);
      return again({ message, ...(domain ? { domain } : {}), nearest: nearestOf(domain) }, status);
    }
  }
}
