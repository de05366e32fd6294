import { Button, Card, Container, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../lib/auth-context';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { safeReturnPath } from '../shared/safe-path';
import { signInInput } from '../shared/schemas/auth';

export default function AuthPage() {
  const { LL } = useI18nContext();
  const { user, loading, signIn } = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  usePageMeta({ title: LL.meta.authTitle(), noindex: true });

  const returnTo = safeReturnPath(new URLSearchParams(search).get('from')) ?? '/admin';

  useEffect(() => {
    if (!loading && user && !submitting) {
      toast.info(<ToastBody title="Already Signed In" text="You are already signed in" />);
      navigate('~/admin', { replace: true });
    }
  }, [loading, user, submitting, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = signInInput.safeParse({ email, password });
    if (!parsed.success) {
      const f = parsed.error.flatten().fieldErrors;
      setErrors({ email: f.email?.[0], password: f.password?.[0] });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await signIn(email, password);
      toast.success(<ToastBody title="Login successful" text="Welcome back!" />);
      navigate(`~${returnTo}`, { replace: true });
    } catch (err) {
      console.error(err);
      const message = err instanceof Error && err.message ? err.message : 'Please check your credentials and try again.';
      toast.error(<ToastBody title="Login failed" text={message} />);
      setSubmitting(false);
    }
  }

  return (
    <Container size="1" px="4" py="9">
      <Card size="4">
        <Heading as="h1" size="6" mb="4">
          Sign In
        </Heading>
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                Email
              </Text>
              <TextField.Root type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              {errors.email ? (
                <Text size="1" color="red" role="alert">
                  {errors.email}
                </Text>
              ) : null}
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                Password
              </Text>
              <TextField.Root
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {errors.password ? (
                <Text size="1" color="red" role="alert">
                  {errors.password}
                </Text>
              ) : null}
            </label>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </Flex>
        </form>
      </Card>
    </Container>
  );
}

export function ToastBody({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <strong>{title}</strong>
      <div>{text}</div>
    </div>
  );
}
