import { EmailField } from '../../../ui/forms/PasswordField';
import { AuthForm, answerOf, BackToSignIn, SubmitButton, useAuthText, type Mode, type StepProps } from './shared';
import { useAuthForm } from './use-auth-form';

/** 'Forgot password': the e-mail address a reset link is sent to. */
export function ForgotForm(props: StepProps & { onSubmit(email: string): Promise<void>; onMode(mode: Mode): void }) {
  const form = useAuthForm('emailOnlyInput', { email: '' }, answerOf(props.posted, 'forgot'), (v) => props.onSubmit(v.email));
  const { t } = useAuthText();
  return (
    <AuthForm id="forgot-title" intent="forgot" step={props} formRef={form.ref} title={t.forgotTitle()} intro={t.forgotIntro()} onSubmit={(e) => void form.submit(e)}>
      <EmailField label={t.email()} {...form.field('email')} />
      <SubmitButton busy={form.busy} label={t.sendReset()} busyLabel={t.sending()} />
      <BackToSignIn onBack={() => props.onMode('signin')} />
    </AuthForm>
  );
}
