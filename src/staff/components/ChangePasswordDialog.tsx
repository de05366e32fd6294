import { Button, Dialog } from '@radix-ui/themes';
import { useState } from 'react';
import { useAuth } from '../../lib/auth-context';
import { errorMessage, notify } from '../../lib/toast';
import { changePasswordSchema, MSG } from '@shared/schemas/auth';
import { PasswordField } from '../../ui/forms/PasswordField';
import { FormDialogContent } from './FormField';
import { useAdminForm } from './use-admin-form';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The dialog's three fields, in order. */
const FIELDS: readonly { name: keyof Values; label: string; autoComplete: 'current-password' | 'new-password'; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password', hint: MSG.newPasswordHint },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/**
 * The admin Change Password dialog (decision 0018): the shared schema's rules shown inline once the
 * form was submitted (its rules span the fields: 'all fields required' is the whole form's message); the
 * server checks the current password (decision 0006) and its message is shown inline with the 'Error' toast.
 */
export function ChangePasswordDialog() {
  const { updatePassword } = useAuth();
  const [open, onOpenChange] = useState(false);
  const form = useAdminForm(changePasswordSchema, EMPTY, { check: 'submit' });
  const { errors, saving, reset, showErrors } = form;

  const close = (next: boolean) => {
    if (saving) return;
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const submit = form.submit(async (values) => {
    try {
      await updatePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      notify.success('Success', 'Your password has been updated successfully');
      reset(EMPTY);
      onOpenChange(false);
    } catch (err) {
      const message = errorMessage(err, 'Failed to update password');
      showErrors({ '': message });
      notify.error('Error', message);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Trigger>
        <Button type="button" variant="ghost">
          Change Password
        </Button>
      </Dialog.Trigger>
      <FormDialogContent
        title="Change Password"
        description="Enter your current password, then the new one twice. Your other signed-in devices will be signed out."
        onSubmit={(e) => {
          // The dialog is portalled out of the profile form in the DOM, but React still bubbles to it.
          e.stopPropagation();
          submit(e);
        }}
        formError={errors['']}
        actions={{ busy: saving, label: 'Update Password', busyLabel: 'Updating...' }}
      >
        {FIELDS.map(({ name, label, autoComplete, hint }) => (
          <PasswordField key={name} label={label} autoComplete={autoComplete} hint={hint} {...form.field(name)} />
        ))}
      </FormDialogContent>
    </Dialog.Root>
  );
}
