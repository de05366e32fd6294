import { Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { useAuth } from '../../lib/auth-context';
import { errorMessage, notify } from '../../lib/toast';
import { changePasswordSchema, MSG } from '../../shared/schemas/auth';
import { PasswordField } from '../forms/PasswordField';
import { AlertIcon } from './icons';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
type Errors = Partial<Record<keyof Values | 'form', string>>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

function check(values: Values): Errors {
  const result = changePasswordSchema.safeParse(values);
  if (result.success) return {};
  const flat = z.flattenError(result.error);
  const field = flat.fieldErrors as Partial<Record<keyof Values, string[]>>;
  return {
    form: flat.formErrors[0],
    currentPassword: field.currentPassword?.[0],
    newPassword: field.newPassword?.[0],
    confirmPassword: field.confirmPassword?.[0],
  };
}

/**
 * The admin Change Password dialog (spec sections 2, 5, 8): the shared schema's rules shown inline; the
 * server checks the current password (DESIGN 3.4) and its message is shown inline with the 'Error' toast.
 */
export function ChangePasswordDialog() {
  const { updatePassword } = useAuth();
  const [open, onOpenChange] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first attempt, messages follow the typing so a fixed field stops complaining.
    if (submitted) setErrors(check(next));
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setSubmitted(false);
  };

  const close = (next: boolean) => {
    if (saving) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The dialog is portalled out of the profile form in the DOM, but React still bubbles to it.
    e.stopPropagation();
    if (saving) return;
    setSubmitted(true);
    const found = check(values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await updatePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      notify.success('Success', 'Your password has been updated successfully');
      setSaving(false);
      reset();
      onOpenChange(false);
    } catch (err) {
      const message = errorMessage(err, 'Failed to update password');
      setErrors({ form: message });
      notify.error('Error', message);
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Trigger>
        <Button type="button" variant="ghost">
          Change Password
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>Change Password</Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          Enter your current password, then the new one twice. Your other signed-in devices will be signed out.
        </Dialog.Description>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Flex direction="column" gap="3">
            {errors.form ? (
              <Callout.Root color="red" role="alert" size="1">
                <Callout.Icon>
                  <AlertIcon />
                </Callout.Icon>
                <Callout.Text>{errors.form}</Callout.Text>
              </Callout.Root>
            ) : null}
            <PasswordField
              label="Current Password"
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(currentPassword) => set({ currentPassword })}
              error={errors.currentPassword}
            />
            <PasswordField
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(newPassword) => set({ newPassword })}
              error={errors.newPassword}
              hint={MSG.newPasswordHint}
            />
            <PasswordField
              label="Confirm New Password"
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(confirmPassword) => set({ confirmPassword })}
              error={errors.confirmPassword}
            />
            <Flex gap="3" justify="end" mt="3">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={saving}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving}>
                {saving ? 'Updating...' : 'Update Password'}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
