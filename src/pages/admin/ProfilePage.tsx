import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import { ChangePasswordDialog } from '../../components/admin/ChangePasswordDialog';
import { InputField } from '../../components/admin/FormField';
import { FormPageShell } from '../../components/admin/FormPageShell';
import { TwoFactorCard } from '../../components/admin/TwoFactorCard';
import { serverFieldErrors, useZodForm } from '../../components/admin/use-zod-form';
import { useAuth } from '../../lib/auth-context';
import { errorMessage, notify } from '../../lib/toast';
import { profileInput } from '../../shared/schemas/auth';

/**
 * /admin/profile: the name is saved for real (DESIGN 4); the e-mail is fixed; the password changes in a dialog;
 * two-factor sign-in is set up or turned off below.
 */
export default function ProfilePage() {
  const { user, updateProfile } = useAuth();
  const { values, errors, update, blur, validate, showErrors } = useZodForm(profileInput, { name: user?.name ?? '' });
  const [saving, setSaving] = useState(false);
  const passwordId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const data = validate();
    if (!data) return;
    setSaving(true);
    try {
      await updateProfile(data.name);
      notify.success('Profile Updated', 'Your profile has been updated.');
    } catch (err) {
      showErrors(serverFieldErrors(err));
      notify.error('Error updating profile', errorMessage(err, 'Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormPageShell title="Edit Profile">
      <Card size="3">
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
          <Flex direction="column" gap="4">
            <InputField
              label="Name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(name) => update({ name })}
              onBlur={() => blur('name')}
              error={errors.name}
            />
            <InputField label="Email" name="email" type="email" value={user?.email ?? ''} onChange={() => {}} readOnly hint="Email cannot be changed." />
            <div className="admin-field" role="group" aria-labelledby={passwordId}>
              <Text as="div" id={passwordId} size="2" weight="medium" className="admin-field__label">
                Password
              </Text>
              <Flex align="center" gap="4">
                <Text className="admin-masked" aria-label="Password, hidden" role="img">
                  ••••••••
                </Text>
                <ChangePasswordDialog />
              </Flex>
            </div>
            <Flex justify="end" mt="2">
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      <TwoFactorCard />
    </FormPageShell>
  );
}
