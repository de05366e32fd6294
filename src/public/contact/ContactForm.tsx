import { Button, Card, Heading, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../lib/i18n';
import { formMessages, FormAlert, loadFormMessages, usePostedForm, usePublicForm } from '../../lib/posted-form';
import { errorMessage, notify } from '../../lib/toast';
import { apiClient } from '../../lib/api';
import { CONTACT_SUBMIT_MIN_MS, CONTACT_THANKS_MS } from '@shared/constants';
import type { ErrorDomain } from '@shared/error-domain';
import { localizedPath } from '@shared/locales';
import type { ContactInput } from '@shared/schemas/contact';
import { CheckIcon } from '../../ui/Icons';
import { keyPerText } from '../../lib/submission-key';

type Field = 'name' | 'email' | 'phone' | 'message' | 'privacy';
type FieldErrors = Partial<Record<Field, string>>;

type Values = {
  name: string;
  email: string;
  phone: string;
  message: string;
  privacy: boolean;
  /** Honeypot: hidden from people, filled in by form-filling bots (decision 0010). */
  website: string;
};

const EMPTY: Values = { name: '', email: '', phone: '', message: '', privacy: false, website: '' };
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message', 'privacy'];

type Outcome = { ok: true } | { ok: false; message: string; data: unknown };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The contact form of the home and contact pages. Browser-level `required` validation (decision 0018);
 * the server validates again with the same zod schema, stores the inquiry and e-mails the firm.
 * Before the scripts run (or without them) it is an HTML form posting to the contact page, which the server
 * answers (server/routes/forms.ts) with the thank-you, or with this form in its state: what was typed, the
 * messages beside the fields (usePostedForm). Text typed before the scripts ran is kept.
 */
export function ContactForm({ title, headingLevel = 'h2' }: { title?: string; headingLevel?: 'h2' | 'h3' }) {
  const { LL, locale } = useI18nContext();
  const posted = usePostedForm('contact');
  const { ref: formRef, values, set, setValues, errors, setErrors } = usePublicForm<Values>(EMPTY, posted);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'thanks'>(posted?.sent ? 'thanks' : 'idle');
  /** The server's message for the whole form (too many attempts, the service down), until the next send. */
  const [formMessage, setFormMessage] = useState<string | null>(posted?.message ?? null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const refocusForm = useRef(false);
  const mounted = useRef(true);
  /** The idempotency key of the text last sent: sent again unchanged (after a lost answer), it is stored once. */
  const [sentKey] = useState(keyPerText);
  const id = useId();
  const fid = (f: Field | 'website') => `${id}-${f}`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The thank-you panel replaces the form for CONTACT_THANKS_MS, then the empty form comes back. Focus
  // follows: to the panel when it appears, and to the first field when the panel it was on goes away.
  useEffect(() => {
    if (status !== 'thanks') return;
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => {
      refocusForm.current = thanksRef.current?.contains(document.activeElement) ?? false;
      setStatus('idle');
    }, CONTACT_THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  useEffect(() => {
    if (status !== 'idle' || !refocusForm.current) return;
    refocusForm.current = false;
    nameRef.current?.focus();
  }, [status]);

  /** A field's message in the page's language (the schema's and the server's are English; loaded with the first one). */
  const translate = (message: string, domain?: ErrorDomain): string => formMessages()?.contactMessage(message, locale, LL, domain) ?? message;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The browser has checked `required`; this guard keeps the types honest and double submits out.
    if (status === 'submitting' || !values.privacy) return;
    setStatus('submitting');
    setErrors({});
    setFormMessage(null);
    const started = Date.now();
    // Where the visit came from (decision 0029); never a reason for the form to fail.
    const journey = await import('../../lib/journey').then((j) => j.journeyText(), () => '');
    const input: ContactInput = { ...values, privacy: true, locale, journey, submission: sentKey.keyFor(JSON.stringify(values)) };
    const messages = loadFormMessages();
    const outcome = await apiClient.contact.submit.mutate(input).then(
      (): Outcome => ({ ok: true }),
      (error: { data?: unknown }): Outcome => ({ ok: false, message: errorMessage(error, LL.contact.errorTitle()), data: error.data }),
    );
    // The spec's 'submitting' state lasts at least CONTACT_SUBMIT_MIN_MS, however fast the server answers.
    await wait(Math.max(0, CONTACT_SUBMIT_MIN_MS - (Date.now() - started)));
    if (!mounted.current) return;

    if (outcome.ok) {
      sentKey.done();
      setValues(EMPTY);
      setStatus('thanks');
      return;
    }
    // Never thanks on failure, and what the visitor typed stays.
    const fields = await messages.then((m) => m.contactFieldErrors(outcome.data, FIELDS)).catch(() => ({}) as FieldErrors);
    setStatus('idle');
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      const first = FIELDS.find((f) => fields[f]);
      if (first) document.getElementById(fid(first))?.focus();
    } else {
      notify.error(LL.contact.errorTitle(), outcome.message);
    }
  }

  const busy = status === 'submitting';
  /** A field's binding: its id, name, value, change and message (the checkbox's `checked` is its own). */
  const aria = (f: Field) => ({ 'aria-invalid': errors[f] ? true : undefined, 'aria-describedby': errors[f] ? `${fid(f)}-error` : undefined });
  const bind = (f: Exclude<Field, 'privacy'>) => ({
    id: fid(f),
    name: f,
    required: true,
    value: values[f],
    onChange: (e: { target: { value: string } }) => set(f, e.target.value),
    ...aria(f),
  });
  const fieldError = (f: Field) =>
    errors[f] ? (
      <Text as="p" size="2" color="red" id={`${fid(f)}-error`} className="field-error">
        {translate(errors[f] ?? '')}
      </Text>
    ) : null;

  return (
    <Card size="3" className="contact-card">
      <Heading as={headingLevel} size="6" mb="2" id={`${id}-title`}>
        {title ?? LL.contact.formTitle()}
      </Heading>
      {/* A live region that exists before its content does, so screen readers announce the thanks. */}
      <div role="status" aria-live="polite">
        {status === 'thanks' ? (
          <div ref={thanksRef} tabIndex={-1} className="contact-thanks">
            <span className="contact-thanks__icon" aria-hidden="true">
              <CheckIcon size={28} />
            </span>
            <Heading as={headingLevel === 'h2' ? 'h3' : 'h4'} size="5">
              {LL.contact.thanksTitle()}
            </Heading>
            <Text as="p">{LL.contact.thanks()}</Text>
          </div>
        ) : null}
      </div>
      {status !== 'thanks' ? (
        <form
          ref={formRef}
          method="post"
          action={localizedPath(locale, '/contact')}
          onSubmit={onSubmit}
          aria-labelledby={`${id}-title`}
          aria-busy={busy}
          className="contact-form"
        >
          <Text as="p" size="2" color="gray" mb="3">
            {LL.contact.formIntro()}
          </Text>
          {formMessage ? (
            <FormAlert tone="error">
              <strong>{LL.contact.errorTitle()}</strong> {translate(formMessage, posted?.domain)}
            </FormAlert>
          ) : null}
          <TextRow label={LL.contact.name()} error={fieldError('name')} input={{ ...bind('name'), ref: nameRef, type: 'text', autoComplete: 'name', maxLength: 200 }} />
          <TextRow label={LL.contact.email()} error={fieldError('email')} input={{ ...bind('email'), type: 'email', autoComplete: 'email', maxLength: 254 }} />
          <TextRow label={LL.contact.phone()} error={fieldError('phone')} input={{ ...bind('phone'), type: 'tel', autoComplete: 'tel', maxLength: 30 }} />
          <div className="form-row">
            <label htmlFor={fid('message')} className="form-label">
              {LL.contact.message()}
            </label>
            <textarea {...bind('message')} className="input" rows={4} maxLength={5000} />
            {fieldError('message')}
          </div>
          <div className="hp-field" aria-hidden="true">
            <label htmlFor={fid('website')}>{LL.contact.honeypot()}</label>
            <input
              id={fid('website')}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => set('website', e.target.value)}
            />
          </div>
          <div className="consent-row">
            <input
              id={fid('privacy')}
              name="privacy"
              type="checkbox"
              required
              checked={values.privacy}
              onChange={(e) => set('privacy', e.target.checked)}
              {...aria('privacy')}
            />
            <label htmlFor={fid('privacy')}>
              {LL.contact.privacyBefore()}
              <Link href="/privacy-policy">{LL.contact.privacyLink()}</Link>
              {LL.contact.privacyAfter()}
            </label>
          </div>
          {fieldError('privacy')}
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page body mid-submit. */}
          <Button type="submit" size="3" mt="4" aria-disabled={busy} className="contact-submit">
            {busy ? LL.contact.sending() : LL.contact.send()}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

/** A labelled text input of the form, with its message under it. */
function TextRow({ label, input, error }: { label: string; input: InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> }; error: ReactNode }) {
  return (
    <div className="form-row">
      <label htmlFor={input.id} className="form-label">
        {label}
      </label>
      <input {...input} className="input" />
      {error}
    </div>
  );
}
