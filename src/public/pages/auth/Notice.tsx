import { FormAlert } from '../../../lib/posted-form';
import { PASSWORD_IN_URL, type AuthNotice } from '@shared/posted-form';
import { useAuthText } from './shared';

/** What the page says after a form's success that stays on it (the server's redirect to `?done=…`). */
export function Notice({ notice }: { notice: AuthNotice }) {
  const { t, msg } = useAuthText();
  if (notice === 'password-not-sent') {
    return <FormAlert tone="error">{msg.field(PASSWORD_IN_URL)}</FormAlert>;
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
