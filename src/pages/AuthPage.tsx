import { Button, Card, Container, Flex, Heading, Link as RadixLink, Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { EmailField, PasswordField, type PasswordFieldProps, type PasswordToggleText } from '../components/forms/PasswordField';
import type { TranslationFunctions } from '../i18n/i18n-types';
import { isStaff, useAuth, type AuthUser } from '../lib/auth-context';
import { useAuthMessages } from '../lib/auth-messages';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { errorCode, errorMessage, notify } from '../lib/toast';
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

export default function AuthPage() {
  const auth = useAuth();
  const confirmEmail = useRef(auth.confirmEmail);
  confirmEmail.current = auth.confirmEmail;
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const [mode, setMode] = useState<Mode>(search.get('reset') === 'true' ? 'forgot' : 'signin');
  const [recoveryToken, setRecoveryToken] = useState<string | null>(null);
  /** The password was right and the account uses two-factor: the code step's ticket (5 minutes). */
  const [codeTicket, setCodeTicket] = useState<string | null>(null);
  const busy = useRef(false);
  const text = useAuthText();
  const { t, msg } = text;
  // The fragment handler below is registered once; it reads the words of the current language from here.
  const textRef = useRef(text);
  textRef.current = text;
  usePageMeta({ title: t.signInTitle(), noindex: true });

  const returnTo = safeReturnPath(search.get('from')) ?? '/admin';

  // The e-mailed links: #type=recovery&token=… opens the Change Password card; #type=signup&token=… confirms
  // the address. Read on arrival and whenever the fragment changes (a link pasted into this tab).
  useEffect(() => {
    const handle = () => {
      const { type, token } = readFragment();
      if (type === 'recovery' && token) {
        busy.current = true;
        setRecoveryToken(token);
        const { t } = textRef.current;
        notify.info(t.toast.recoveryTitle(), t.toast.recoveryText());
      } else if (type === 'signup' && token) {
        busy.current = true;
        clearFragment();
        confirmEmail
          .current(token)
          .then(() => {
            const { t } = textRef.current;
            notify.success(t.toast.confirmedTitle(), t.toast.confirmedText());
          })
          .catch((err: unknown) => {
            console.error(err);
            const { t, msg } = textRef.current;
            notify.error(t.toast.confirmFailedTitle(), msg.error(err, t.toast.confirmFailedText()));
          })
          .finally(() => {
            busy.current = false;
            setMode('signin');
          });
      }
    };
    handle();
    window.addEventListener('hashchange', handle);
    return () => window.removeEventListener('hashchange', handle);
  }, []);

  useEffect(() => {
    if (!auth.loading && auth.user && !busy.current && !recoveryToken) {
      const { t } = textRef.current;
      notify.info(t.toast.alreadyTitle(), t.toast.alreadyText());
      navigate('~/admin', { replace: true });
    }
  }, [auth.loading, auth.user, recoveryToken, navigate]);

  /**
   * 'Login successful' for staff. An account still waiting for an administrator's approval gets no toast:
   * the waiting screen it lands on is the one message it needs (a success toast would contradict it).
   */
  const welcome = (user: AuthUser) => {
    if (isStaff(user)) notify.success(t.toast.loginTitle(), t.toast.loginText());
  };

  return (
    <Container size="1" px="4" py="9">
      {recoveryToken ? (
        <ChangePasswordCard
          onSubmit={async (password) => {
            try {
              const pending = await auth.updatePassword({ token: recoveryToken, password });
              notify.success(t.toast.passwordUpdatedTitle(), t.toast.passwordUpdatedText());
              clearFragment();
              setRecoveryToken(null);
              setMode('signin');
              if (pending) setCodeTicket(pending.twoFactorTicket);
              else navigate('~/admin', { replace: true });
            } catch (err) {
              console.error(err);
              notify.error(t.toast.passwordUpdateFailedTitle(), msg.error(err, t.toast.tryAgain()));
            }
          }}
        />
      ) : null}
      <Card size="4" mt={recoveryToken ? '5' : '0'}>
        {codeTicket ? (
          <CodeForm
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
            onBack={() => setCodeTicket(null)}
          />
        ) : mode === 'signin' ? (
          <SignInForm
            onSubmit={async (email, password) => {
              busy.current = true;
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
            onSignUp={() => setMode('signup')}
            onForgot={() => setMode('forgot')}
          />
        ) : mode === 'signup' ? (
          <SignUpForm
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
            onSignIn={() => setMode('signin')}
          />
        ) : (
          <ForgotForm
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
            onBack={() => setMode('signin')}
          />
        )}
      </Card>
    </Container>
  );
}

/**
 * One auth form's state: values, the messages of the fields the visitor has left, and `submit`, which
 * validates every field and, when all are valid, runs `onValid` with the button busy meanwhile.
 */
function useForm<T extends Record<string, string>>(form: FormName, initial: T, onValid: (values: T) => Promise<void>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const { msg } = useAuthText();
  const schema = useFormSchemas()?.[form];
  const english = schema ? fieldErrors(schema, values, touched) : {};
  const errors: Errors = {};
  for (const [key, message] of Object.entries(english)) errors[key] = msg.field(message);
  const set = (key: keyof T & string) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  const blur = (key: keyof T & string) => () => setTouched((t) => new Set(t).add(key));
  return {
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

/** An auth form: its h1 (which names the form), the line under it, its fields and buttons. */
function AuthForm(props: { id: string; title: string; intro?: string; introId?: string; onSubmit(e: FormEvent): void; children: ReactNode }) {
  return (
    <form onSubmit={props.onSubmit} noValidate aria-labelledby={props.id}>
      <Flex direction="column" gap="3">
        <Heading as="h1" size="6" id={props.id}>
          {props.title}
        </Heading>
        {props.intro ? (
          <Text size="2" color="gray" id={props.introId}>
            {props.intro}
          </Text>
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

function SignInForm(props: {
  onSubmit(email: string, password: string): Promise<string | null>;
  onResend(email: string): Promise<void>;
  onSignUp(): void;
  onForgot(): void;
}) {
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm('signInInput', { email: '', password: '' }, async (v) => setUnconfirmed(await props.onSubmit(v.email, v.password)));
  const { t } = useAuthText();
  return (
    <AuthForm id="signin-title" title={t.signInTitle()} intro={t.signInIntro()} onSubmit={(e) => void form.submit(e)}>
      <EmailField label={t.email()} {...form.field('email')} />
      <PasswordField label={t.password()} autoComplete="current-password" {...form.field('password')} toggle={toggleText(t, 'password')} />
      <SubmitButton busy={form.busy} label={t.signInButton()} busyLabel={t.signingIn()} />
      {unconfirmed ? (
        <Button type="button" variant="soft" onClick={() => void props.onResend(unconfirmed)}>
          {t.resend()}
        </Button>
      ) : null}
      <Flex justify="between" wrap="wrap" gap="2">
        <OtherMode question={t.noAccount()} link={t.signUpLink()} onClick={props.onSignUp} />
        <RadixLink asChild size="2">
          <button type="button" className="link-button" onClick={props.onForgot}>
            {t.forgotLink()}
          </button>
        </RadixLink>
      </Flex>
    </AuthForm>
  );
}

/** Sign-in's second step: a code from the authenticator app, or a recovery code. */
function CodeForm(props: { onSubmit(code: string): Promise<void>; onBack(): void }) {
  const form = useForm('signInCodeForm', { code: '' }, (v) => props.onSubmit(v.code));
  const { t } = useAuthText();
  const hintId = useId();
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form replaces the password step: the cursor goes where the code is typed.
  useEffect(() => input.current?.focus(), []);
  const errorId = `${hintId}-error`;
  return (
    <AuthForm id="code-title" title={t.codeTitle()} intro={t.codeIntro()} introId={hintId} onSubmit={(e) => void form.submit(e)}>
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

/** "Don't have an account? Sign up" and its opposite: a question and a link-styled button. */
function OtherMode({ question, link, onClick }: { question: string; link: string; onClick(): void }) {
  return (
    <Text size="2">
      {question}{' '}
      <RadixLink asChild>
        <button type="button" className="link-button" onClick={onClick}>
          {link}
        </button>
      </RadixLink>
    </Text>
  );
}

/** 'Back to sign in' under the code step and the reset request. */
function BackToSignIn({ onBack }: { onBack(): void }) {
  const { t } = useAuthText();
  return (
    <RadixLink asChild size="2">
      <button type="button" className="link-button" onClick={onBack}>
        {t.backToSignIn()}
      </button>
    </RadixLink>
  );
}

function SignUpForm(props: { onSubmit(email: string, password: string): Promise<void>; onSignIn(): void }) {
  const form = useForm('signUpInput', { email: '', password: '' }, (v) => props.onSubmit(v.email, v.password));
  const { t } = useAuthText();
  return (
    <AuthForm id="signup-title" title={t.signUpTitle()} intro={t.signUpIntro()} onSubmit={(e) => void form.submit(e)}>
      <EmailField label={t.email()} {...form.field('email')} />
      <NewPasswordField label={t.password()} field={form.field('password')} toggle={toggleText(t, 'password')} />
      <SubmitButton busy={form.busy} label={t.signUpButton()} busyLabel={t.signingUp()} />
      <OtherMode question={t.haveAccount()} link={t.signInLink()} onClick={props.onSignIn} />
    </AuthForm>
  );
}

function ForgotForm(props: { onSubmit(email: string): Promise<void>; onBack(): void }) {
  const form = useForm('emailOnlyInput', { email: '' }, (v) => props.onSubmit(v.email));
  const { t } = useAuthText();
  return (
    <AuthForm id="forgot-title" title={t.forgotTitle()} intro={t.forgotIntro()} onSubmit={(e) => void form.submit(e)}>
      <EmailField label={t.email()} {...form.field('email')} />
      <SubmitButton busy={form.busy} label={t.sendReset()} busyLabel={t.sending()} />
      <BackToSignIn onBack={props.onBack} />
    </AuthForm>
  );
}

function ChangePasswordCard(props: { onSubmit(password: string): Promise<void> }) {
  const form = useForm('recoveryFormSchema', { password: '', confirmPassword: '' }, (v) => props.onSubmit(v.password));
  const { t } = useAuthText();
  return (
    <Card size="4">
      <AuthForm id="change-title" title={t.changeTitle()} onSubmit={(e) => void form.submit(e)}>
        <NewPasswordField label={t.newPassword()} field={form.field('password')} toggle={toggleText(t, 'newPassword')} />
        <PasswordField label={t.confirmPassword()} autoComplete="new-password" {...form.field('confirmPassword')} toggle={toggleText(t, 'confirmPassword')} />
        <SubmitButton busy={form.busy} label={t.updatePassword()} busyLabel={t.updating()} />
      </AuthForm>
    </Card>
  );
}
