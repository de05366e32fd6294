import { EmailField } from '../../../ui/forms/PasswordField';
import { AuthForm, answerOf, NewPasswordField, OtherMode, SubmitButton, toggleText, useAuthText, type Mode, type StepProps } from './shared';
import { useAuthForm } from './use-auth-form';

export function SignUpForm(props: StepProps & { onSubmit(email: string, password: string): Promise<void>; onMode(mode: Mode): void }) {
  const form = useAuthForm('signUpInput', { email: '', password: '' }, answerOf(props.posted, 'signup'), (v) => props.onSubmit(v.email, v.password));
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
