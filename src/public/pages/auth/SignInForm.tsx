import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { EmailField, PasswordField } from '../../../ui/forms/PasswordField';
import { AuthForm, answerOf, ModeLink, OtherMode, SubmitButton, toggleText, useAuthText, type Mode, type StepProps } from './shared';
import { useAuthForm } from './use-auth-form';

interface SignInProps extends StepProps {
  /** Signs in; the e-mail address when the account is not confirmed yet (the resend button appears). */
  onSubmit(email: string, password: string): Promise<string | null>;
  onResend(email: string): Promise<void>;
  onMode(mode: Mode): void;
}

export function SignInForm(props: SignInProps) {
  const answer = answerOf(props.posted, 'signin');
  const [unconfirmed, setUnconfirmed] = useState<string | null>(answer?.unconfirmed ?? null);
  const form = useAuthForm('signInInput', { email: '', password: '' }, answer, async (v) => setUnconfirmed(await props.onSubmit(v.email, v.password)));
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
