import { Card } from '@radix-ui/themes';
import { PasswordField } from '../../../ui/forms/PasswordField';
import { AuthForm, answerOf, NewPasswordField, SubmitButton, toggleText, useAuthText, type StepProps } from './shared';
import { useAuthForm } from './use-auth-form';

/** The e-mailed reset link's card: the new password, twice. */
export function NewPasswordCard(props: StepProps & { onSubmit(password: string): Promise<void> }) {
  const form = useAuthForm('recoveryFormSchema', { password: '', confirmPassword: '' }, answerOf(props.posted, 'reset'), (v) => props.onSubmit(v.password));
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
