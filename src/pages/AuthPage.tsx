import { Button, Card, Container, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { EmailField, PasswordField } from '../components/forms/PasswordField';
import { useAuth } from '../lib/auth-context';
import { usePageMeta } from '../lib/head';
import { errorCode, errorMessage, notify } from '../lib/toast';
import { safeReturnPath } from '../shared/safe-path';
import { emailOnlyInput, MSG, recoveryFormSchema, signInInput, signUpInput } from '../shared/schemas/auth';

type Mode = 'signin' | 'signup' | 'forgot';
type Errors = Partial<Record<string, string>>;

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
  const busy = useRef(false);
  usePageMeta({ title: 'Sign In', noindex: true });

  const returnTo = safeReturnPath(search.get('from')) ?? '/admin';

  // The e-mailed links: #type=recovery&token=… opens the Change Password card; #type=signup&token=… confirms
  // the address. Read on arrival and whenever the fragment changes (a link pasted into this tab).
  useEffect(() => {
    const handle = () => {
      const { type, token } = readFragment();
      if (type === 'recovery' && token) {
        busy.current = true;
        setRecoveryToken(token);
        notify.info('Set New Password', 'Please enter your new password');
      } else if (type === 'signup' && token) {
        busy.current = true;
        clearFragment();
        confirmEmail
          .current(token)
          .then(() => notify.success('Email confirmed', 'Your email address is confirmed. You can now sign in.'))
          .catch((err: unknown) => {
            console.error(err);
            notify.error('Confirmation failed', errorMessage(err, 'Please request a new confirmation email.'));
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
      notify.info('Already Signed In', 'You are already signed in');
      navigate('~/admin', { replace: true });
    }
  }, [auth.loading, auth.user, recoveryToken, navigate]);

  return (
    <Container size="1" px="4" py="9">
      {recoveryToken ? (
        <ChangePasswordCard
          onSubmit={async (password) => {
            try {
              await auth.updatePassword({ token: recoveryToken, password });
              notify.success('Password updated successfully', 'You can now log in with your new password.');
              clearFragment();
              setRecoveryToken(null);
              setMode('signin');
              navigate('~/admin', { replace: true });
            } catch (err) {
              console.error(err);
              notify.error('Password update failed', errorMessage(err, 'Please try again.'));
            }
          }}
        />
      ) : null}
      <Card size="4" mt={recoveryToken ? '5' : '0'}>
        {mode === 'signin' ? (
          <SignInForm
            onSubmit={async (email, password) => {
              busy.current = true;
              try {
                await auth.signIn(email, password);
                notify.success('Login successful', 'Welcome back!');
                navigate(`~${returnTo}`, { replace: true });
                return null;
              } catch (err) {
                busy.current = false;
                console.error(err);
                notify.error('Login failed', errorMessage(err, 'Please check your credentials and try again.'));
                return errorCode(err) === 'FORBIDDEN' ? email : null;
              }
            }}
            onResend={async (email) => {
              try {
                await auth.resendConfirmation(email);
                notify.success('Confirmation email sent', 'Please check your email to confirm your account.');
              } catch (err) {
                console.error(err);
                notify.error('Error', errorMessage(err, 'Please try again.'));
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
                notify.success('Signup successful', 'Please check your email to confirm your account.');
                setMode('signin');
              } catch (err) {
                console.error(err);
                notify.error('Signup failed', errorMessage(err, 'Please try again with a different email.'));
              }
            }}
            onSignIn={() => setMode('signin')}
          />
        ) : (
          <ForgotForm
            onSubmit={async (email) => {
              try {
                await auth.resetPassword(email);
                notify.success('Password reset email sent', 'Please check your email for password reset instructions.');
                setMode('signin');
              } catch (err) {
                console.error(err);
                notify.error('Password reset failed', errorMessage(err, 'Please check your email and try again.'));
              }
            }}
            onBack={() => setMode('signin')}
          />
        )}
      </Card>
    </Container>
  );
}

function useForm<T extends Record<string, string>>(schema: z.ZodType, initial: T) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const errors = fieldErrors(schema, values, touched);
  return {
    values,
    errors,
    set: (key: keyof T & string) => (v: string) => setValues((old) => ({ ...old, [key]: v })),
    blur: (key: keyof T & string) => () => setTouched((t) => new Set(t).add(key)),
    /** Touches every field; true when the whole form is valid. */
    validateAll: () => {
      setTouched(new Set(Object.keys(values)));
      return schema.safeParse(values).success;
    },
  };
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
  const form = useForm(signInInput, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validateAll()) return;
    setBusy(true);
    setUnconfirmed(await props.onSubmit(form.values.email, form.values.password));
    setBusy(false);
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="signin-title">
      <Flex direction="column" gap="3">
        <Heading as="h1" size="6" id="signin-title">
          Sign In
        </Heading>
        <Text size="2" color="gray">
          Sign in to manage the firm's blog and resources.
        </Text>
        <EmailField label="Email" value={form.values.email} onChange={form.set('email')} onBlur={form.blur('email')} error={form.errors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.set('password')}
          onBlur={form.blur('password')}
          error={form.errors.password}
        />
        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing in..." />
        {unconfirmed ? (
          <Button type="button" variant="soft" onClick={() => void props.onResend(unconfirmed)}>
            Resend confirmation email
          </Button>
        ) : null}
        <Flex justify="between" wrap="wrap" gap="2">
          <Text size="2">
            Don't have an account?{' '}
            <RadixLink asChild>
              <button type="button" className="link-button" onClick={props.onSignUp}>
                Sign up
              </button>
            </RadixLink>
          </Text>
          <RadixLink asChild size="2">
            <button type="button" className="link-button" onClick={props.onForgot}>
              Forgot your password?
            </button>
          </RadixLink>
        </Flex>
      </Flex>
    </form>
  );
}

function SignUpForm(props: { onSubmit(email: string, password: string): Promise<void>; onSignIn(): void }) {
  const form = useForm(signUpInput, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validateAll()) return;
    setBusy(true);
    await props.onSubmit(form.values.email, form.values.password);
    setBusy(false);
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="signup-title">
      <Flex direction="column" gap="3">
        <Heading as="h1" size="6" id="signup-title">
          Create Account
        </Heading>
        <Text size="2" color="gray">
          New accounts are reviewed by an administrator before they can manage content.
        </Text>
        <EmailField label="Email" value={form.values.email} onChange={form.set('email')} onBlur={form.blur('email')} error={form.errors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={form.set('password')}
          onBlur={form.blur('password')}
          error={form.errors.password}
          hint={MSG.newPasswordHint}
        />
        <SubmitButton busy={busy} label="Create Account" busyLabel="Creating account..." />
        <Text size="2">
          Already have an account?{' '}
          <RadixLink asChild>
            <button type="button" className="link-button" onClick={props.onSignIn}>
              Sign in
            </button>
          </RadixLink>
        </Text>
      </Flex>
    </form>
  );
}

function ForgotForm(props: { onSubmit(email: string): Promise<void>; onBack(): void }) {
  const form = useForm(emailOnlyInput, { email: '' });
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validateAll()) return;
    setBusy(true);
    await props.onSubmit(form.values.email);
    setBusy(false);
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <Flex direction="column" gap="3">
        <Heading as="h1" size="6" id="forgot-title">
          Reset Password
        </Heading>
        <Text size="2" color="gray">
          Enter your email and we will send you a link to reset your password.
        </Text>
        <EmailField label="Email" value={form.values.email} onChange={form.set('email')} onBlur={form.blur('email')} error={form.errors.email} />
        <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
        <RadixLink asChild size="2">
          <button type="button" className="link-button" onClick={props.onBack}>
            Back to Sign in
          </button>
        </RadixLink>
      </Flex>
    </form>
  );
}

function ChangePasswordCard(props: { onSubmit(password: string): Promise<void> }) {
  const form = useForm(recoveryFormSchema, { password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validateAll()) return;
    setBusy(true);
    await props.onSubmit(form.values.password);
    setBusy(false);
  }
  return (
    <Card size="4">
      <form onSubmit={submit} noValidate aria-labelledby="change-title">
        <Flex direction="column" gap="3">
          <Heading as="h1" size="6" id="change-title">
            Change Password
          </Heading>
          <PasswordField
            label="New Password"
            name="password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={form.set('password')}
            onBlur={form.blur('password')}
            error={form.errors.password}
            hint={MSG.newPasswordHint}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={form.set('confirmPassword')}
            onBlur={form.blur('confirmPassword')}
            error={form.errors.confirmPassword}
          />
          <SubmitButton busy={busy} label="Update Password" busyLabel="Updating..." />
        </Flex>
      </form>
    </Card>
  );
}
