import { TextField } from '@radix-ui/themes';
import { LabelledField } from '../../../ui/forms/PasswordField';
import { ariaOf } from '../../../ui/forms/field-props';
import { AuthForm, answerOf, NewPasswordField, SubmitButton, toggleText, useAuthText, type StepProps } from './shared';
import { useAuthForm } from './use-auth-form';

/**
 * An administrator's invitation (server/services/invitations.ts): the address and role it offers, then the
 * person's name and a password with sign-up's rules. The link's token stays in its HttpOnly cookie (and the
 * page's state); the form sends only what was typed.
 */
export function InviteForm(props: StepProps & { onSubmit(name: string, password: string): Promise<void> }) {
  const form = useAuthForm('acceptInvitationForm', { name: '', password: '' }, answerOf(props.posted, 'invite'), (v) => props.onSubmit(v.name, v.password));
  const { t } = useAuthText();
  const invitation = props.posted?.invitation;
  const intro = invitation ? (invitation.role === 'admin' ? t.inviteIntroAdmin({ email: invitation.email }) : t.inviteIntroEditor({ email: invitation.email })) : undefined;
  const name = form.field('name');
  return (
    <AuthForm id="invite-title" intent="invite" step={props} formRef={form.ref} title={t.inviteTitle()} intro={intro} onSubmit={(e) => void form.submit(e)}>
      <LabelledField label={t.yourName()} error={name.error}>
        {(id) => (
          <TextField.Root id={id} name={name.name} autoComplete="name" value={name.value} onChange={(e) => name.onChange(e.target.value)} onBlur={name.onBlur} {...ariaOf(id, name.error)} />
        )}
      </LabelledField>
      <NewPasswordField label={t.password()} field={form.field('password')} toggle={toggleText(t, 'password')} />
      <SubmitButton busy={form.busy} label={t.inviteButton()} busyLabel={t.joining()} />
    </AuthForm>
  );
}
