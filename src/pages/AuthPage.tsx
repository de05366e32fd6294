import { Button, Card, Container, Flex, Heading, Link as RadixLink, Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { EmailField, PasswordField, type PasswordFieldProps, type PasswordToggleText } from '../components/forms/PasswordField';
import type { TranslationFunctions } from '../i18n/i18n-types';
import { isStaff, useAuth, type AuthUser } from '../lib/auth-context';
import { useAuthMessages } from '../lib/auth-messages';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { FormAlert, useKeepTyped, usePostedForm } from '../lib/posted-form';
import { errorCode, errorMessage, notify } from '../lib/toast';
import { localizedPath } from '../shared/locales';
import { PASSWORD_IN_URL, type AuthIntent, type AuthNotice, type LinkKind, type PostedAuth } from '../shared/posted-form';
import { safeReturnPath } from '../shared/safe-path';
import { MSG, TWO_FACTOR_MSG } from '../shared/auth-messages';

type Mode = 'signin' | 'signup' | 'forgot';
type Errors = Partial<Record<string, string>>;
type AuthText = TranslationFunctions['auth'];

/** The page's words and message translators in the visitor's language (English on /auth). */
function useAuthText() {
  const { LL } = useI18nContext();
  return { t: LL.auth, msg: useAuthMessages() };
}

function toggleText(t: AuthText, field: 'password' | 'newPassword' | 'confirmPassword'): PasswordToggleText {
  const [showLabel, hideLabel] =
    field === 'password'
      ? [t.showPassword(), t.hidePassword()]
      : field === 'newPassword'
        ? [t.showNewPassword(), t.hideNewPassword()]
        : [t.showConfirmPassword(), t.hideConfirmPassword()];
  return { show: t.show(), hide: t.hide(), showLabel, hideLabel };
}

/**
 * The forms' zod schemas load once the page is up (zod would otherwise be a fifth of the page's JavaScript):
 * nothing is validated before a field is left, and submitting waits for them if they are still on their way.
 */
const loadSchemas = () => import('../shared/schemas/auth-forms');
type FormSchemas = Awaited<ReturnType<typeof loadSchemas>>;
type FormName = keyof FormSchemas;

function useFormSchemas(): FormSchemas | null {
  const [schemas, setSchemas] = useState<FormSchemas | null>(null);
  useEffect(() => {
    let live = true;
    void loadSchemas().then((s) => live && setSchemas(s));
    return () => {
      live = false;
    };
  }, []);
  return schemas;
}

/** First message per field, for the fields the visitor has left (validation on blur). */
function fieldErrors(schema: z.ZodType, values: object, touched: ReadonlySet<string>): Errors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const out: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (touched.has(key) && !out[key]) out[key] = issue.message;
  }
  return out;
}

const errorMessageOf = (err: unknown) => errorMessage(err, '');

function readFragment(): { type: string | null; token: string | null } {
  if (typeof window === 'undefined') return { type: null, token: null };
  const params = new URLSearchParams(window.location.hash.slice(1));
  return { type: params.get('type'), token: params.get('token') };
}

function clearFragment() {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** The mode a link asks for: `?mode=signup`, `?mode=forgot` (or the older `?reset=true`). */
function modeOf(search: URLSearchParams, posted: PostedAuth | null): Mode {
  const step = posted?.step;
  if (step === 'signup' || step === 'forgot') return step;
  if (step) return 'signin';
  const asked = search.get('mode');
  if (asked === 'signup' || asked === 'forgot') return asked;
  return search.get('reset') === 'true' ? 'forgot' : 'signin';
}

/**
 * The sign-in page. Every step is an HTML form that POSTs to this page (server/http/forms.ts), so it works
 * before the scripts run and without them; once hydrated, the same forms call the API without a reload.
 * A page the server rendered as a form's answer (usePostedForm) starts in that state.
 */
export default function AuthPage() {
  const auth = useAuth();
  const posted = usePostedForm('auth');
  const confirmEmail = useRef(auth.confirmEmail);
  confirmEmail.current = auth.confirmEmail;
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const [mode, setMode] = useState<Mode>(() => modeOf(search, posted));
  /** An e-mailed link's token: the Change Password card (reset) or the confirmation card (confirm). */
  const [link, setLink] = useState<{ kind: LinkKind; token: string } | null>(() =>
    posted?.linkToken && (posted.step === 'reset' || posted.step === 'confirm') ? { kind: posted.step, token: posted.linkToken } : null,
  );
  /** The password was right and the account uses two-factor: the code step's ticket (5 minutes). */
  const [codeTicket, setCodeTicket] = useState<string | null>(() => (posted?.step === 'code' && posted.ticket ? posted.ticket : null));
  const [notice, setNotice] = useState<AuthNotice | null>(posted?.notice ?? null);
  const busy = useRef(false);
  const text = useAuthText();
  const { t, msg } = text;
  // The fragment handler below is registered once; it reads the words of the current language from here.
  const textRef = useRef(text);
  textRef.current = text;
  usePageMeta({ title: t.signInTitle(), noindex: true });

  const from = safeReturnPath(search.get('from'));
  const returnTo = from ?? '/admin';
  /** What the forms send besides their fields: the step, and where to go once signed in. */
  const formProps = { from, posted };
  const go = (next: Mode) => {
    setNotice(null);
    setMode(next);
  };

  // The e-mailed links of before (#type=recovery&token=…, #type=signup&token=…) still open their cards; the
  // links sent now are /auth/reset/<token> and /auth/confirm/<token>, which the server turns into the page's state.
  useEffect(() => {
    const handle = () => {
      const { type, token } = readFragment();
      if (!token || (type !== 'recovery' && type !== 'signup')) return;
      clearFragment();
      busy.current = true;
      setNotice(null);
      setLink({ kind: type === 'recovery' ? 'reset' : 'confirm', token });
    };
    handle();
    window.addEventListener('hashchange', handle);
    return () => window.removeEventListener('hashchange', handle);
  }, []);

  // The spec's toast when the Change Password card opens.
  const linkKind = link?.kind;
  useEffect(() => {
    if (linkKind !== 'reset') return;
    busy.current = true;
    const { t } = textRef.current;
    notify.info(t.toast.recoveryTitle(), t.toast.recoveryText());
  }, [linkKind]);

  useEffect(() => {
    if (!auth.loading && auth.user && !busy.current && !link) {
      const { t } = textRef.current;
      notify.info(t.toast.alreadyTitle(), t.toast.alreadyText());
      navigate('~/admin', { replace: true });
    }
  }, [auth.loading, auth.user, link, navigate]);

  /**
   * 'Login successful' for staff. An account still waiting for an administrator's approval gets no toast:
   * the waiting screen it lands on is the one message it needs (a success toast would contradict it).
   */
  const welcome = (user: AuthUser) => {
    if (isStaff(user)) notify.success(t.toast.loginTitle(), t.toast.loginText());
  };

  const card = link?.kind === 'reset' ? (
    <ChangePasswordCard
      {...formProps}
      onSubmit={async (password) => {
        try {
          const pending = await auth.updatePassword({ token: link.token, password });
          notify.success(t.toast.passwordUpdatedTitle(), t.toast.passwordUpdatedText());
          setLink(null);
          setMode('signin');
          if (pending) setCodeTicket(pending.twoFactorTicket);
          else navigate('~/admin', { replace: true });
        } catch (err) {
          console.error(err);
          notify.error(t.toast.passwordUpdateFailedTitle(), msg.error(err, t.toast.tryAgain()));
        }
      }}
    />
  ) : null;

  return (
    <Container size="1" px="4" py="9">
      {card}
      <Card size="4" mt={card ? '5' : '0'}>
        {notice ? <Notice notice={notice} /> : null}
        {link?.kind === 'confirm' ? (
          <ConfirmForm
            {...formProps}
            onSubmit={async (password) => {
              try {
                await confirmEmail.current(link.token, password);
                // Said once, on the card (the same notice the page shows without scripts).
                setLink(null);
                busy.current = false;
                setNotice('confirmed');
                setMode('signin');
              } catch (err) {
                console.error(err);
                notify.error(t.toast.confirmFailedTitle(), msg.error(err, t.toast.confirmFailedText()));
              }
            }}
            onForgot={() => {
              setLink(null);
              go('forgot');
            }}
          />
        ) : codeTicket ? (
          <CodeForm
            {...formProps}
            ticket={codeTicket}
            onSubmit={async (code) => {
              busy.current = true;
              try {
                welcome(await auth.signInCode(codeTicket, code));
                navigate(`~${returnTo}`, { replace: true });
              } catch (err) {
                busy.current = false;
                console.error(err);
                notify.error(t.toast.loginFailedTitle(), msg.error(err, t.toast.loginFailedText()));
                // The five minutes or the attempts are over: back to the password.
                if (errorMessageOf(err) === TWO_FACTOR_MSG.ticketExpired) setCodeTicket(null);
              }
            }}
            onBack={() => {
              setCodeTicket(null);
              go('signin');
            }}
          />
        ) : mode === 'signin' ? (
          <SignInForm
            {...formProps}
            onSubmit={async (email, password) => {
              busy.current = true;
              setNotice(null);
              try {
                const outcome = await auth.signIn(email, password);
                if ('twoFactorTicket' in outcome) {
                  busy.current = false;
                  setCodeTicket(outcome.twoFactorTicket);
                  return null;
                }
                welcome(outcome.user);
                navigate(`~${returnTo}`, { replace: true });
                return null;
              } catch (err) {
                busy.current = false;
                console.error(err);
                notify.error(t.toast.loginFailedTitle(), msg.error(err, t.toast.loginFailedText()));
                return errorCode(err) === 'FORBIDDEN' ? email : null;
              }
            }}
            onResend={async (email) => {
              try {
                await auth.resendConfirmation(email);
                notify.success(t.toast.resentTitle(), t.toast.checkEmailToConfirm());
              } catch (err) {
                console.error(err);
                notify.error(t.toast.errorTitle(), msg.error(err, t.toast.tryAgain()));
              }
            }}
            onMode={go}
          />
        ) : mode === 'signup' ? (
          <SignUpForm
            {...formProps}
            onSubmit={async (email, password) => {
              try {
                await auth.signUp(email, password);
                notify.success(t.toast.signupTitle(), t.toast.checkEmailToConfirm());
                setMode('signin');
              } catch (err) {
                console.error(err);
                notify.error(t.toast.signupFailedTitle(), msg.error(err, t.toast.signupFailedText()));
              }
            }}
            onMode={go}
          />
        ) : (
          <ForgotForm
            {...formProps}
            onSubmit={async (email) => {
              try {
                await auth.resetPassword(email);
                notify.success(t.toast.resetSentTitle(), t.toast.resetSentText());
                setMode('signin');
              } catch (err) {
                console.error(err);
                notify.error(t.toast.resetFailedTitle(), msg.error(err, t.toast.resetFailedText()));
              }
            }}
            onMode={go}
          />
        )}
      </Card>
    </Container>
  );
}

/** What the page says after a form's success that stays on it (the server's redirect to `?done=…`). */
function Notice({ notice }: { notice: AuthNotice }) {
  const { t, msg } = useAuthText();
  if (notice === 'password-not-sent') {
    return (
      <FormAlert tone="error">{msg.field(PASSWORD_IN_URL)}</FormAlert>
    );
  }
  const [title, text] = {
    signup: [t.toast.signupTitle(), t.toast.checkEmailToConfirm()],
    'reset-sent': [t.toast.resetSentTitle(), t.toast.resetSentText()],
    resent: [t.toast.resentTitle(), t.toast.checkEmailToConfirm()],
    confirmed: [t.toast.confirmedTitle(), t.toast.confirmedText()],
    'password-updated': [t.toast.passwordUpdatedTitle(), t.toast.passwordUpdatedText()],
  }[notice];
  return (
    <FormAlert tone="success">
      <strong>{title}</strong> <span>{text}</span>
    </FormAlert>
  );
}

/** Where a form came from and what the server answered it with (its first state), shared by every step. */
interface StepProps {
  from: string | null;
  posted: PostedAuth | null;
}

/** The answered state of this step, if the page is the server's answer to it. */
function answerOf(posted: PostedAuth | null, step: AuthIntent): PostedAuth | null {
  return posted && posted.step === step ? posted : null;
}

/**
 * One auth form's state: values, the messages of the fields the visitor has left, and `submit`, which
 * validates every field and, when all are valid, runs `onValid` with the button busy meanwhile. A form the
 * server answered starts with its values and messages; text typed before the scripts ran is kept.
 */
function useForm<T extends Record<string, string>>(form: FormName, initial: T, answer: PostedAuth | null, onValid: (values: T) => Promise<void>) {
  const [values, setValues] = useState<T>(() => ({ ...initial, ...(answer?.values ?? {}) }));
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(answer?.errors ?? {})));
  /** The server's messages, each until its field changes. */
  const [answered, setAnswered] = useState<Errors>(() => answer?.errors ?? {});
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const { msg } = useAuthText();
  const schema = useFormSchemas()?.[form];
  const english = schema ? fieldErrors(schema, values, touched) : {};
  const errors: Errors = {};
  for (const key of new Set([...Object.keys(answered), ...Object.keys(english)])) {
    const message = english[key] ?? answered[key];
    if (message) errors[key] = msg.field(message);
  }
  const set = (key: keyof T & string) => (v: string) => {
    setValues((old) => ({ ...old, [key]: v }));
    setAnswered((old) => (key in old ? { ...old, [key]: undefined } : old));
  };
  useKeepTyped(ref, (name, value) => {
    if (name in initial && typeof value === 'string') set(name)(value);
  });
  const blur = (key: keyof T & string) => () => setTouched((t) => new Set(t).add(key));
  return {
    ref,
    values,
    errors,
    busy,
    set,
    blur,
    /** A field's value, handlers and message, for EmailField and PasswordField. */
    field: (key: keyof T & string) => ({ name: key, value: values[key], onChange: set(key), onBlur: blur(key), error: errors[key] }),
    async submit(e: FormEvent) {
      e.preventDefault();
      setTouched(new Set(Object.keys(values)));
      if (!(await loadSchemas())[form].safeParse(values).success) return;
      setBusy(true);
      try {
        await onValid(values);
      } finally {
        setBusy(false);
      }
    },
  };
}

/**
 * An auth form: its h1 (which names the form), the line under it, the server's message for the whole form,
 * its fields and buttons. A POST to this page in its language, telling the server which step it is.
 */
function AuthForm(props: {
  id: string;
  intent: AuthIntent;
  step: StepProps;
  formRef: RefObject<HTMLFormElement | null>;
  title: string;
  intro?: string;
  introId?: string;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}) {
  const { locale } = useI18nContext();
  const { msg } = useAuthText();
  const answer = answerOf(props.step.posted, props.intent === 'resend' ? 'signin' : props.intent);
  return (
    <form ref={props.formRef} method="post" action={localizedPath(locale, '/auth')} onSubmit={props.onSubmit} noValidate aria-labelledby={props.id}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.step.from ? <input type="hidden" name="from" value={props.step.from} /> : null}
      <Flex direction="column" gap="3">
        <Heading as="h1" size="6" id={props.id}>
          {props.title}
        </Heading>
        {props.intro ? (
          <Text size="2" color="gray" id={props.introId}>
            {props.intro}
          </Text>
        ) : null}
        {answer?.message ? (
          <FormAlert tone="error">{msg.field(answer.message)}</FormAlert>
        ) : null}
        {props.children}
      </Flex>
    </form>
  );
}

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="3" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A link to another mode of the page (`?mode=…`): a plain link before the scripts run, a switch after. */
function ModeLink({ to, onMode, children, size }: { to: Mode; onMode(mode: Mode): void; children: ReactNode; size?: '2' }) {
  const { locale } = useI18nContext();
  const href = `${localizedPath(locale, '/auth')}${to === 'signin' ? '' : `?mode=${to}`}`;
  return (
    <RadixLink
      href={href}
      size={size}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        onMode(to);
      }}
    >
      {children}
    </RadixLink>
  );
}

function SignInForm(props: StepProps & { onSubmit(email: string, password: string): Promise<string | null>; onResend(email: string): Promise<void>; onMode(mode: Mode): void }) {
  const answer = answerOf(props.posted, 'signin');
  const [unconfirmed, setUnconfirmed] = useState<string | null>(answer?.unconfirmed ?? null);
  const form = useForm('signInInput', { email: '', password: '' }, answer, async (v) => setUnconfirmed(await props.onSubmit(v.email, v.password)));
  const { t } = useAuthText();
  return (
    <AuthForm id="signin-title" intent="signin" step={props} formRef={form.ref} title={t.signInTitle()} intro={t.signInIntro()} onSubmit={(e) => void form.submit(e)}>
      <EmailField label={t.email()} {...form.field('email')} />
      <PasswordField label={t.password()} autoComplete="current-password" {...form.field('password')} toggle={toggleText(t, 'password')} />
      <SubmitButton busy={form.busy} label={t.signInButton()} busyLabel={t.signingIn()} />
      {unconfirmed ? (
        // Sends this form with intent=resend before the scripts run; a call of its own after.
        <Button
          type="submit"
          name="intent"
          value="resend"
          variant="soft"
          onClick={(e) => {
            e.preventDefault();
            void props.onResend(unconfirmed);
          }}
        >
          {t.resend()}
        </Button>
      ) : null}
      <Flex justify="between" wrap="wrap" gap="2">
        <OtherMode question={t.noAccount()} link={t.signUpLink()} to="signup" onMode={props.onMode} />
        <ModeLink to="forgot" size="2" onMode={props.onMode}>
          {t.forgotLink()}
        </ModeLink>
      </Flex>
    </AuthForm>
  );
}

/** Sign-in's second step: a code from the authenticator app, or a recovery code. */
function CodeForm(props: StepProps & { ticket: string; onSubmit(code: string): Promise<void>; onBack(): void }) {
  const form = useForm('signInCodeForm', { code: '' }, answerOf(props.posted, 'code'), (v) => props.onSubmit(v.code));
  const { t } = useAuthText();
  const hintId = useId();
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form replaces the password step: the cursor goes where the code is typed.
  useEffect(() => input.current?.focus(), []);
  const errorId = `${hintId}-error`;
  return (
    <AuthForm id="code-title" intent="code" step={props} formRef={form.ref} title={t.codeTitle()} intro={t.codeIntro()} introId={hintId} onSubmit={(e) => void form.submit(e)}>
      <input type="hidden" name="ticket" value={props.ticket} />
      <div>
        <Text as="label" htmlFor={fieldId} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
          {t.code()}
        </Text>
        <TextField.Root
          id={fieldId}
          ref={input}
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          autoFocus
          value={form.values.code}
          onChange={(e) => form.set('code')(e.target.value)}
          onBlur={form.blur('code')}
          aria-invalid={form.errors.code ? true : undefined}
          aria-describedby={form.errors.code ? `${hintId} ${errorId}` : hintId}
        />
        {form.errors.code ? (
          <Text as="p" size="1" color="red" mt="1" id={errorId}>
            {form.errors.code}
          </Text>
        ) : null}
      </div>
      <SubmitButton busy={form.busy} label={t.verifyButton()} busyLabel={t.verifying()} />
      <BackToSignIn onBack={props.onBack} />
    </AuthForm>
  );
}

/** A new password, with the spec's length hint (sign-up and the e-mailed reset). */
function NewPasswordField(props: { label: string; field: Omit<PasswordFieldProps, 'label' | 'autoComplete'>; toggle: PasswordToggleText }) {
  const { msg } = useAuthText();
  return <PasswordField label={props.label} autoComplete="new-password" {...props.field} hint={msg.field(MSG.newPasswordHint)} toggle={props.toggle} />;
}

/** "Don't have an account? Sign up" and its opposite: a question and a link to the other mode. */
function OtherMode({ question, link, to, onMode }: { question: string; link: string; to: Mode; onMode(mode: Mode): void }) {
  return (
    <Text size="2">
      {question}{' '}
      <ModeLink to={to} onMode={onMode}>
        {link}
      </ModeLink>
    </Text>
  );
}

/** 'Back to sign in' under the code step and the reset request. */
function BackToSignIn({ onBack }: { onBack(): void }) {
  const { t } = useAuthText();
  return (
    <ModeLink to="signin" size="2" onMode={onBack}>
      {t.backToSignIn()}
    </ModeLink>
  );
}

function SignUpForm(props: StepProps & { onSubmit(email: string, password: string): Promise<void>; onMode(mode: Mode): void }) {
  const form = useForm('signUpInput', { email: '', password: '' }, answerOf(props.posted, 'signup'), (v) => props.onSubmit(v.email, v.password));
  const { t } = useAuthText();
  return (
    <AuthForm id="signup-title" intent="signup" step={props} formRef={form.ref} title={t.signUpTitle()} intro={t.signUpIntro()} onSubmit={(e) => void form.submit(e)}>
      <EmailField label={t.email()} {...form.field('email')} />
      <NewPasswordField label={t.password()} field={form.field('password')} toggle={toggleText(t, 'password')} />
      <SubmitButton busy={form.busy} label={t.signUpButton()} busyLabel={t.signingUp()} />
      <OtherMode question={t.haveAccount()} link={t.signInLink()} to="signin" onMode={props.onMode} />
    </AuthForm>
  );
}

function ForgotForm(props: StepProps & { onSubmit(email: string): Promise<void>; onMode(mode: Mode): void }) {
  const form = useForm('emailOnlyInput', { email: '' }, answerOf(props.posted, 'forgot'), (v) => props.onSubmit(v.email));
  const { t } = useAuthText();
  return (
    <AuthForm id="forgot-title" intent="forgot" step={props} formRef={form.ref} title={t.forgotTitle()} intro={t.forgotIntro()} onSubmit={(e) => void form.submit(e)}>
      <EmailField label={t.email()} {...form.field('email')} />
      <SubmitButton busy={form.busy} label={t.sendReset()} busyLabel={t.sending()} />
      <BackToSignIn onBack={() => props.onMode('signin')} />
    </AuthForm>
  );
}

/** The confirmation link's card: the password chosen at sign-up proves the account is the confirmer's. */
function ConfirmForm(props: StepProps & { onSubmit(password: string): Promise<void>; onForgot(): void }) {
  const form = useForm('confirmForm', { password: '' }, answerOf(props.posted, 'confirm'), (v) => props.onSubmit(v.password));
  const { t } = useAuthText();
  return (
    <AuthForm id="confirm-title" intent="confirm" step={props} formRef={form.ref} title={t.confirmTitle()} intro={t.confirmIntro()} onSubmit={(e) => void form.submit(e)}>
      <PasswordField label={t.password()} autoComplete="current-password" {...form.field('password')} toggle={toggleText(t, 'password')} />
      <SubmitButton busy={form.busy} label={t.confirmButton()} busyLabel={t.confirming()} />
      <ModeLink to="forgot" size="2" onMode={props.onForgot}>
        {t.chooseNew()}
      </ModeLink>
    </AuthForm>
  );
}

function ChangePasswordCard(props: StepProps & { onSubmit(password: string): Promise<void> }) {
  const form = useForm('recoveryFormSchema', { password: '', confirmPassword: '' }, answerOf(props.posted, 'reset'), (v) => props.onSubmit(v.password));
  const { t } = useAuthText();
  return (
    <Card size="4">
      <AuthForm id="change-title" intent="reset" step={props} formRef={form.ref} title={t.changeTitle()} onSubmit={(e) => void form.submit(e)}>
        <NewPasswordField label={t.newPassword()} field={form.field('password')} toggle={toggleText(t, 'newPassword')} />
        <PasswordField label={t.confirmPassword()} autoComplete="new-password" {...form.field('confirmPassword')} toggle={toggleText(t, 'confirmPassword')} />
        <SubmitButton busy={form.busy} label={t.updatePassword()} busyLabel={t.updating()} />
      </AuthForm>
    </Card>
  );
}
