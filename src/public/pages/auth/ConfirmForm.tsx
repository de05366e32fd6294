import { PasswordField } from '../../../ui/forms/PasswordField';
import { AuthForm, answerOf, ModeLink, SubmitButton, toggleText, useAuthText, type StepProps } from './shared';
import { useAuthForm } from './use-auth-form';

/** The confirmation link's card: the password chosen at sign-up proves the account is the confirmer's. */
export function ConfirmForm(props: StepProps & { onSubmit(password: string): Promise<void>; onForgot(): void }) {
  const form = useAuthForm('confirmForm', { password: '' }, answerOf(props.posted, 'confirm'), (v) => props.onSubmit(v.password));
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
