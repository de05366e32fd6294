import { z } from 'zod';
import { NEW_PASSWORD_MIN, SIGN_IN_PASSWORD_MIN } from '../constants';
import { MSG, NAME_MAX } from '../auth-messages';
import { text } from './text';

export { MSG };

const PASSWORD_MAX = 1024;

export const emailField = text({ error: MSG.email })
  .trim()
  .max(254, MSG.email)
  .pipe(z.email({ error: MSG.email }))
  .transform((e) => e.toLowerCase());

const currentPassword = text({ error: MSG.signInPassword }).min(SIGN_IN_PASSWORD_MIN, MSG.signInPassword).max(PASSWORD_MAX);

export const signInInput = z.object({ email: emailField, password: currentPassword });
export type SignInInput = z.input<typeof signInInput>;

const newPassword = text({ error: MSG.newPassword }).min(NEW_PASSWORD_MIN, MSG.newPassword).max(PASSWORD_MAX);

/** Decision 0006: sign-up needs 8 characters, not the sign-in form's 6. */
export const signUpInput = z.object({ email: emailField, password: newPassword });
export type SignUpInput = z.input<typeof signUpInput>;

export const emailOnlyInput = z.object({ email: emailField });

const token = text().min(20).max(200).regex(/^[\w-]+$/);
export const tokenInput = z.object({ token });

/** Confirming an address: the e-mailed token and the password chosen at sign-up (server/services/auth.ts confirmEmail). */
export const confirmForm = z.object({ password: currentPassword });
export const confirmEmailInput = confirmForm.extend({ token });

/** The Change Password card reached from the e-mailed link. */
export const recoveryFormSchema = z
  .object({ password: newPassword, confirmPassword: text().max(PASSWORD_MAX) })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDontMatch, path: ['confirmPassword'] });
export const resetPasswordInput = z.object({ token, password: newPassword });

/** Accepting an invitation (server/services/invitations.ts): a name, and a password with sign-up's rules. */
export const acceptInvitationForm = z.object({ name: text({ error: MSG.name }).trim().min(1, MSG.name).max(NAME_MAX, MSG.nameMax), password: newPassword });
export const acceptInvitationInput = acceptInvitationForm.extend({ token });

/** The admin Change Password dialog (decision 0018), checked again on the server with the current password. */
export const changePasswordSchema = z
  .object({
    currentPassword: text().max(PASSWORD_MAX),
    newPassword: text().max(PASSWORD_MAX),
    confirmPassword: text().max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: MSG.allFieldsRequired, path: [] });
      return;
    }
    if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: MSG.newPasswordsDontMatch, path: ['confirmPassword'] });
    else if (v.newPassword.length < NEW_PASSWORD_MIN) ctx.addIssue({ code: 'custom', message: MSG.newPasswordHint, path: ['newPassword'] });
  });
export const updatePasswordInput = z.object({
  currentPassword: text().min(1, MSG.allFieldsRequired).max(PASSWORD_MAX),
  newPassword: text().min(NEW_PASSWORD_MIN, MSG.newPasswordHint).max(PASSWORD_MAX),
});

export const profileInput = z.object({ name: text().trim().max(120, 'Name must be at most 120 characters') });
