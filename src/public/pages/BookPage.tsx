import { Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ExternalLink } from '../common/ExternalLink';
import { PageHero } from '../common/PageHero';
import { FormAlert, usePostedForm } from '../../lib/posted-form';
import { usePageMeta } from '../../lib/head';
import { useI18nContext, usePageLocale, WithStrings } from '../../lib/i18n';
import { api, apiClient } from '../../lib/api';
import type { RouterOutputs } from '../../lib/trpc';
import { useFirm } from '../../lib/firm';
import { errorText, type ErrorDomain } from '../../lib/error-texts';
import { bookingHref, bookingLinkParams, bookingPageParams } from '@shared/booking/page-params';
import { bothTimes, formatSlotDay, guessTimeZone, timeZoneCity, VISITOR_TIME_ZONES } from '@shared/booking/time-zones';
import { localizedPath, type Locale } from '@shared/locales';
import type { PostedBooking } from '@shared/posted-form';
import { BOOKING_LIMITS, BOOKING_MSG } from '@shared/booking/messages';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { readChatToken } from '../chat/chat-storage';

/**
 * /book and a booking's 'Reschedule' and 'Cancel' links (decision 0028). Every step is a link or a GET form the
 * server renders (type, language, time zone, day), and the booking itself is an HTML form posting to this page
 * (server/booking/forms.ts), so the whole journey works before and without JavaScript. Times are shown in the
 * visitor's zone with the firm's beside them; with scripts, the browser's zone is chosen when none is.
 */
export default function BookPage() {
  return (
    <WithStrings namespace="booking">
      <Book />
    </WithStrings>
  );
}

type B = TranslationFunctions['booking'];
type PageView = RouterOutputs['booking']['page'];
type LinkView = RouterOutputs['booking']['link'];
type TypeView = PageView['types'][number];

function Book() {
  const firm = useFirm();
  const { LL } = useI18nContext();
  const locale = usePageLocale();
  const params = useParams<{ token?: string }>();
  const B = LL.booking;
  usePageMeta({ title: B.title(), description: B.metaDescription({ firm: firm.firmName, city: firm.address.city }), noindex: Boolean(params.token) });
  return (
    <>
      <PageHero title={B.title()} subtitle={B.subtitle()} />
      <section className="section">
        <Container size="3" px="4">
          <Text as="p" size="2" className="book-urgent">
            {B.urgent({ phone: firm.emergencyPhone })}
          </Text>
          {params.token ? <LinkPage token={params.token} locale={locale} B={B} /> : <BookingSteps locale={locale} B={B} />}
        </Container>
      </section>
    </>
  );
}

/**
 * With scripts, the browser's time zone when the address names none (and it differs from the firm's): the links of
 * the steps carry it, so the next step shows the visitor's days and times. A page that already shows days or times
 * is moved to it at once (replacing the address); a page of earlier steps is not navigated, so a choice clicked
 * while the page hydrates is never overtaken.
 */
function useVisitorZone(current: string | undefined, firmZone: string | undefined, showsTimes: boolean, hrefFor: (tz: string) => string): string | undefined {
  const [, navigate] = useLocation();
  const [guessed, setGuessed] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (current || !firmZone) return;
    const zone = guessTimeZone();
    if (!zone || zone === firmZone) return;
    setGuessed(zone);
    if (showsTimes) navigate(hrefFor(zone), { replace: true });
    // When the page shows without a zone, or its days or times appear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, firmZone, showsTimes]);
  return current ?? guessed;
}

function BookingSteps({ locale, B }: { locale: Locale; B: B }) {
  const firm = useFirm();
  const search = useSearch();
  const input = bookingPageParams(search, locale);
  const posted = usePostedForm('booking');
  const page = api.booking.page.useQuery(input);
  const base = '/book';
  const choices = { type: input.typeId, lang: input.language, day: input.day, tz: input.timeZone };
  const tz = useVisitorZone(input.timeZone, page.data?.firmTimeZone, (page.data?.days.length ?? 0) > 0, (zone) => bookingHref(base, { ...choices, tz: zone }));
  if (posted?.done) return <Done done={posted.done} locale={locale} B={B} firmZone={page.data?.firmTimeZone} firmCity={page.data?.firmCity ?? firm.address.city} />;
  const view = page.data;
  if (!view) return null;
  if (view.mode !== 'site') {
    return (
      <Card size="3">
        <Text as="p">{B.external()}</Text>
        <ExternalLink href={view.bookingUrl}>{B.externalLink()}</ExternalLink>
      </Card>
    );
  }
  if (view.types.length === 0) return <Text as="p">{B.noTypes({ phone: firm.phone })}</Text>;
  const zone = view.timeZone;
  return (
    <div className="book-steps">
      <Step title={B.stepType()}>
        <ul className="book-choices book-choices--types">
          {view.types.map((t) => (
            <li key={t.id}>
              <Link href={bookingHref(base, { type: t.id, tz })} className="book-choice" aria-current={view.type?.id === t.id ? 'true' : undefined}>
                <TypeSummary type={t} B={B} locale={locale} />
              </Link>
            </li>
          ))}
        </ul>
      </Step>
      {view.type ? (
        <Step title={B.stepLanguage()}>
          <ul className="book-choices">
            {view.languages.map((l) => (
              <li key={l}>
                <Link href={bookingHref(base, { type: view.type?.id, lang: l, tz })} className="book-choice book-choice--small" aria-current={view.language === l ? 'true' : undefined}>
                  {B.languageNames[l]()}
                </Link>
              </li>
            ))}
          </ul>
        </Step>
      ) : null}
      {view.type && view.language ? (
        <Step title={B.stepDay()}>
          <ZoneForm action={localizedPath(locale, base)} hidden={{ type: view.type.id, lang: view.language }} zone={zone} firmCity={view.firmCity} locale={locale} B={B} />
          {view.days.length === 0 ? (
            <Text as="p">{B.noDays({ days: view.type.windowDays, phone: firm.phone })}</Text>
          ) : (
            <ul className="book-choices book-choices--days">
              {view.days.map((d) => (
                <li key={d.date}>
                  <Link
                    href={bookingHref(base, { type: view.type?.id, lang: view.language ?? undefined, day: d.date, tz })}
                    className="book-choice book-choice--small"
                    aria-current={view.day === d.date ? 'true' : undefined}
                  >
                    <span>{formatSlotDay(dateAtNoon(d.date), locale, 'UTC')}</span>
                    <Text size="1" color="gray">
                      {B.daySlots({ n: d.count })}
                    </Text>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Step>
      ) : null}
      {view.type && view.language && (view.day || posted) ? (
        <BookingForm
          view={view}
          posted={posted}
          action={localizedPath(locale, bookingHref(base, choices))}
          locale={locale}
          B={B}
          hidden={{ typeId: view.type.id, language: view.language, timeZone: zone }}
        />
      ) : null}
    </div>
  );
}

/** A calendar date as an instant that is that date everywhere near UTC (for writing the date itself). */
const dateAtNoon = (date: string) => new Date(`${date}T12:00:00Z`);

function Step({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="book-step">
      <Heading as="h2" size="5" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function money(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

function TypeSummary({ type, B, locale }: { type: TypeView; B: B; locale: Locale }) {
  return (
    <>
      <strong className="book-choice__title">{type.name}</strong>
      <Text as="span" size="2" color="gray">
        {B.minutes({ n: type.durationMinutes })} · {B.mode[type.mode]()} · {type.priceCents === 0 ? B.free() : B.price({ amount: money(type.priceCents, locale) })}
      </Text>
      {type.description ? (
        <Text as="span" size="2">
          {type.description}
        </Text>
      ) : null}
    </>
  );
}

/** The time zone the times are shown in: a GET form, so it works without scripts too. */
function ZoneForm({ action, hidden, zone, firmCity, locale, B }: { action: string; hidden: Record<string, string>; zone: string; firmCity: string; locale: Locale; B: B }) {
  const id = useId();
  const listed = VISITOR_TIME_ZONES.map((z) => z.zone);
  const zones = listed.includes(zone) ? listed : [zone, ...listed];
  return (
    <form method="get" action={action} className="book-zone">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="form-label">
        {B.timeZoneLabel()}
      </label>
      <Flex gap="2" wrap="wrap" align="center">
        <select id={id} name="tz" defaultValue={zone} key={zone} className="input book-zone__select">
          {zones.map((z) => (
            <option key={z} value={z}>
              {timeZoneCity(z, locale)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="soft">
          {B.timeZoneButton()}
        </Button>
      </Flex>
      <Text as="p" size="1" color="gray" mt="1">
        {B.timeZoneHint({ city: firmCity })}
      </Text>
    </form>
  );
}

type Values = PostedBooking['values'];
type FieldName = keyof PostedBooking['errors'];

/**
 * The page's messages in its language: English pages show them as they came; otherwise a server refusal by its code
 * (the `errors` namespace, loaded before a Spanish or French page hydrates), a field's by its schema message.
 */
function useFieldMessage(locale: Locale, B: B, posted: PostedBooking | null) {
  const { LL } = useI18nContext();
  const known: Record<string, () => string> = {
    [BOOKING_MSG.name]: () => B.messages.name(),
    [BOOKING_MSG.phone]: () => B.messages.phone(),
    [BOOKING_MSG.matter]: () => B.messages.matter(),
    [BOOKING_MSG.otherParties]: () => B.messages.otherParties(),
    [BOOKING_MSG.consent]: () => B.messages.consent(),
    [BOOKING_MSG.start]: () => B.messages.start(),
    [BOOKING_MSG.typeId]: () => B.messages.choice(),
    [BOOKING_MSG.language]: () => B.messages.choice(),
    [BOOKING_MSG.timeZone]: () => B.messages.choice(),
  };
  const text = (message: string, domain?: ErrorDomain) => {
    if (locale === 'en') return message;
    return (domain && errorText(domain, locale)) ?? known[message]?.() ?? LL.auth.messages.generic();
  };
  return {
    field: (f: FieldName) => {
      const message = posted?.errors[f];
      if (!message) return undefined;
      return f === 'email' && locale !== 'en' ? B.messages.email() : text(message);
    },
    form: () => (posted?.message ? text(posted.message, posted.domain) : undefined),
  };
}

/** The times of a day (or a refused time's nearest ones) as radio buttons, each with the firm's time beside it. */
function TimeChoices({ times, chosen, zone, firmZone, firmCity, locale, B, error }: { times: string[]; chosen: string; zone: string; firmZone: string; firmCity: string; locale: Locale; B: B; error?: string | undefined }) {
  const id = useId();
  if (times.length === 0) return <Text as="p">{B.noTimes()}</Text>;
  return (
    <fieldset className="book-times" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label">{B.chooseTime()}</legend>
      <div className="book-times__list">
        {times.map((t) => (
          <label key={t} className="book-time">
            <input type="radio" name="start" value={t} defaultChecked={t === chosen} required />
            <span>{bothTimes(new Date(t), locale, zone, firmZone, firmCity)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <Text as="p" size="2" color="red" id={`${id}-error`} className="field-error">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}

function BookingForm({ view, posted, action, locale, B, hidden }: { view: PageView; posted: PostedBooking | null; action: string; locale: Locale; B: B; hidden: Record<string, string> }) {
  const id = useId();
  const message = useFieldMessage(locale, B, posted);
  const values: Partial<Values> = posted?.values ?? {};
  const { formRef, chatToken } = useChatCarry();
  const checking = useBookingCheck(formRef);
  const nearest = posted?.nearest ?? [];
  const times = nearest.length > 0 ? nearest : view.times;
  const formMessage = message.form();
  /** A labelled field with its hint and its message under it (an input, or a textarea for the longer answers). */
  const row = (name: 'name' | 'phone' | 'email' | 'matter' | 'otherParties', label: string, opts: { max: number; hint?: string; type?: string; autoComplete?: string }) => {
    const error = message.field(name);
    const fid = `${id}-${name}`;
    const common = {
      id: fid,
      name,
      maxLength: opts.max,
      defaultValue: values[name] ?? '',
      className: 'input',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [opts.hint ? `${fid}-hint` : '', error ? `${fid}-error` : ''].filter(Boolean).join(' ') || undefined,
    };
    return (
      <div className="form-row">
        <label htmlFor={fid} className="form-label">
          {label}
        </label>
        {opts.hint ? (
          <Text as="p" size="1" color="gray" id={`${fid}-hint`}>
            {opts.hint}
          </Text>
        ) : null}
        {opts.type ? <input {...common} type={opts.type} autoComplete={opts.autoComplete} required={name === 'name' || name === 'phone'} /> : <textarea {...common} rows={3} />}
        {error ? (
          <Text as="p" size="2" color="red" id={`${fid}-error`} className="field-error">
            {error}
          </Text>
        ) : null}
      </div>
    );
  };
  const consentError = message.field('consent');
  return (
    <form ref={formRef} method="post" action={action} className="book-form" aria-labelledby={`${id}-title`}>
      <input type="hidden" name="chatToken" value={chatToken} />
      <input type="hidden" name="pow" defaultValue="" />
      <input type="hidden" name="journey" defaultValue="" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Step title={B.stepTime()}>
        {formMessage ? (
          <FormAlert tone="error">
            {formMessage} {nearest.length > 0 ? B.nearest() : null}
          </FormAlert>
        ) : null}
        <TimeChoices times={times} chosen={values.start ?? ''} zone={view.timeZone} firmZone={view.firmTimeZone} firmCity={view.firmCity} locale={locale} B={B} error={message.field('start')} />
      </Step>
      <section className="book-step">
        <Heading as="h2" size="5" id={`${id}-title`} mb="3">
          {B.stepDetails()}
        </Heading>
        {row('name', B.name(), { type: 'text', autoComplete: 'name', max: BOOKING_LIMITS.name })}
        {row('phone', B.phone(), { type: 'tel', autoComplete: 'tel', max: BOOKING_LIMITS.phone, hint: B.phoneHint() })}
        {row('email', B.email(), { type: 'email', autoComplete: 'email', max: 254, hint: B.emailHint() })}
        {row('matter', B.matter(), { max: BOOKING_LIMITS.matter, hint: B.matterHint() })}
        {row('otherParties', B.otherParties(), { max: BOOKING_LIMITS.otherParties, hint: B.otherPartiesHint() })}
        <div className="hp-field" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="consent-row">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            required
            defaultChecked={values.consent ?? false}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
          />
          <label htmlFor={`${id}-consent`}>{B.consent()}</label>
        </div>
        {consentError ? (
          <Text as="p" size="2" color="red" id={`${id}-consent-error`} className="field-error">
            {consentError}
          </Text>
        ) : null}
        <Button type="submit" size="3" mt="4" disabled={checking} aria-busy={checking || undefined}>
          {checking ? B.submitting() : B.submit()}
        </Button>
      </section>
    </form>
  );
}

/** How long a submit waits for the browser check before it goes without one (the server then allows a few an hour). */
const CHECK_WAIT_MS = 15_000;

/**
 * The chat's bot check on the booking form (ALTCHA proof of work, solved in a worker): started when the visitor
 * first touches the form, so a reader who never books costs nothing, and put in the hidden `pow` field at submit.
 * A submit before it is ready waits for it (true while waiting), then posts; without scripts, the form posts
 * without it. Each solution is good for one attempt: the page the server answers with starts a new one.
 */
function useBookingCheck(formRef: React.RefObject<HTMLFormElement | null>): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let solving: Promise<unknown> | null = null;
    const start = () => {
      solving ??= import('../chat/chat-pow')
        .then(({ powSolver }) => powSolver(() => apiClient.booking.challenge.mutate()).take())
        .catch(() => null);
      return solving;
    };
    const onSubmit = (event: SubmitEvent) => {
      const field = form.elements.namedItem('pow');
      if (!(field instanceof HTMLInputElement)) return;
      event.preventDefault();
      setWaiting(true);
      const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), CHECK_WAIT_MS));
      const check = start();
      // Used by this attempt: another (the page shown again by the Back button) solves a new one.
      solving = null;
      // Where the visit came from (decision 0029), from memory: nothing was stored on the device.
      const journey = import('../../lib/journey').then((j) => j.journeyText()).catch(() => '');
      void Promise.all([Promise.race([check, late]), journey]).then(([solved, visit]) => {
        const carried = form.elements.namedItem('journey');
        if (carried instanceof HTMLInputElement) carried.value = visit;
        field.value = solved ? JSON.stringify(solved) : '';
        // Not submit(): no second submit event; the browser already checked the fields.
        form.submit();
      });
    };
    // Back to this page from the browser's cache after posting: the button works again.
    const shown = (event: PageTransitionEvent) => event.persisted && setWaiting(false);
    form.addEventListener('focusin', start, { once: true });
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', shown);
    return () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', shown);
    };
  }, [formRef]);
  return waiting;
}

/**
 * The chat this tab just sent (its token in sessionStorage, set by the chat panel): the booking is tied to it (the
 * answers go beside the booking), and its name, phone, e-mail and story fill the fields still empty.
 */
function useChatCarry() {
  const formRef = useRef<HTMLFormElement>(null);
  const [chatToken, setChatToken] = useState('');
  useEffect(() => setChatToken(readChatToken() ?? ''), []);
  const prefill = api.booking.chatPrefill.useQuery({ chatToken }, { enabled: chatToken !== '' });
  useEffect(() => {
    const form = formRef.current;
    const data = prefill.data;
    if (!form || !data) return;
    for (const [name, value] of Object.entries(data)) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value === '' && value) field.value = value;
    }
  }, [prefill.data]);
  return { formRef, chatToken };
}

function Done({ done, locale, B, firmZone, firmCity }: { done: NonNullable<PostedBooking['done']>; locale: Locale; B: B; firmZone: string | undefined; firmCity: string }) {
  const title = done.what === 'booked' ? B.bookedTitle() : done.what === 'moved' ? B.movedTitle() : B.cancelledTitle();
  const zone = done.timeZone ?? firmZone ?? 'UTC';
  const when = done.start ? `${formatSlotDay(new Date(done.start), locale, zone)}, ${bothTimes(new Date(done.start), locale, zone, firmZone ?? zone, firmCity)}` : '';
  return (
    <Card size="3" className="book-done" role="status">
      <Heading as="h2" size="6" mb="2">
        {title}
      </Heading>
      {done.what === 'cancelled' ? <Text as="p">{B.cancelledText()}</Text> : <Text as="p">{B.bookedText({ when, mail: done.byPhone ? B.bookedCall() : B.bookedMail() })}</Text>}
      <Text as="p" mt="3">
        <Link href="/book">{B.bookAnother()}</Link>
      </Text>
    </Card>
  );
}

function LinkPage({ token, locale, B }: { token: string; locale: Locale; B: B }) {
  const search = useSearch();
  const input = bookingLinkParams(token, search, locale);
  const posted = usePostedForm('booking');
  const link = api.booking.link.useQuery(input);
  const base = `/book/change/${token}`;
  const view = link.data;
  // The zone is the one the visitor booked in (the link page's default), changeable with the form.
  if (posted?.done) return <Done done={posted.done} locale={locale} B={B} firmZone={undefined} firmCity="" />;
  if (!view) return null;
  if (view.dead) {
    // A link that did its job says what it did (the visitor may have lost the answer), and no more: its e-mails hold the rest.
    return (
      <Card size="3" role="status">
        <Heading as="h2" size="6" mb="2">
          {view.done === 'cancelled' ? B.cancelledTitle() : view.done === 'moved' ? B.movedTitle() : B.deadTitle()}
        </Heading>
        <Text as="p">{view.done === 'cancelled' ? B.cancelledText() : B.deadText()}</Text>
        <Text as="p" mt="3">
          <Link href="/book">{B.bookAnother()}</Link>
        </Text>
      </Card>
    );
  }
  return <LiveLink view={view} posted={posted} base={base} locale={locale} B={B} />;
}

function LiveLink({ view, posted, base, locale, B }: { view: Extract<LinkView, { dead: false }>; posted: PostedBooking | null; base: string; locale: Locale; B: B }) {
  const message = useFieldMessage(locale, B, posted);
  const formMessage = message.form();
  const start = new Date(view.start);
  const summary = (
    <Card size="2" mb="4">
      <Heading as="h2" size="4" mb="1">
        {B.yourBooking()}
      </Heading>
      {view.type ? <Text as="p">{view.type.name}</Text> : null}
      <Text as="p">
        {formatSlotDay(start, locale, view.timeZone)}, {bothTimes(start, locale, view.timeZone, view.firmTimeZone, view.firmCity)}
      </Text>
      <Text as="p">{B.withAttorney({ name: view.attorneyName })}</Text>
    </Card>
  );
  if (view.purpose === 'cancel') {
    return (
      <>
        {summary}
        <form method="post" action={localizedPath(locale, base)} className="book-form">
          <input type="hidden" name="intent" value="cancel" />
          <Heading as="h2" size="5" mb="2">
            {B.cancelTitle()}
          </Heading>
          <Text as="p" mb="3">
            {B.cancelText()}
          </Text>
          {formMessage ? <FormAlert tone="error">{formMessage}</FormAlert> : null}
          <Button type="submit" size="3" color="red">
            {B.cancelSubmit()}
          </Button>
        </form>
      </>
    );
  }
  const nearest = posted?.nearest ?? [];
  return (
    <>
      {summary}
      <Heading as="h2" size="5" mb="3">
        {B.rescheduleTitle()}
      </Heading>
      <ZoneForm action={localizedPath(locale, base)} hidden={view.day ? { day: view.day } : {}} zone={view.timeZone} firmCity={view.firmCity} locale={locale} B={B} />
      <ul className="book-choices book-choices--days">
        {view.days.map((d) => (
          <li key={d.date}>
            <Link href={bookingHref(base, { day: d.date, tz: view.timeZone })} className="book-choice book-choice--small" aria-current={view.day === d.date ? 'true' : undefined}>
              <span>{formatSlotDay(dateAtNoon(d.date), locale, 'UTC')}</span>
            </Link>
          </li>
        ))}
      </ul>
      {view.day || nearest.length > 0 ? (
        <form method="post" action={localizedPath(locale, bookingHref(base, { day: view.day ?? undefined, tz: view.timeZone }))} className="book-form">
          <input type="hidden" name="intent" value="reschedule" />
          {formMessage ? (
            <FormAlert tone="error">
              {formMessage} {nearest.length > 0 ? B.nearest() : null}
            </FormAlert>
          ) : null}
          <TimeChoices
            times={nearest.length > 0 ? nearest : view.times}
            chosen={posted?.values.start ?? ''}
            zone={view.timeZone}
            firmZone={view.firmTimeZone}
            firmCity={view.firmCity}
            locale={locale}
            B={B}
            error={message.field('start')}
          />
          <Button type="submit" size="3" mt="4">
            {B.rescheduleSubmit()}
          </Button>
        </form>
      ) : null}
    </>
  );
}

