import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { InputField } from '../components/FormField';
import { FormPageShell } from '../components/FormPageShell';
import { TwoFactorCard } from '../components/TwoFactorCard';
import { serverFieldErrors, useAdminForm } from '../components/use-admin-form';
import { useAuth } from '../../lib/auth-context';
import { errorMessage, notify } from '../../lib/toast';
import { profileInput } from '@shared/schemas/auth';

/**
 * /admin/profile: the name is saved for real (decision 0010); the e-mail is fixed; the password changes in a dialog;
 * two-factor sign-in is set up or turned off below.
 */
export default function ProfilePage() {
  const { user, updateProfile } = useAuth();
  const form = useAdminForm(profileInput, { name: user?.name ?? '' });
  const { saving, showErrors } = form;
  const passwordId = useId();

  const submit = form.submit(async (data) => {
    try {
      await updateProfile(data.name);
      notify.success('Profile Updated', 'Your profile has been updated.');
    } catch (err) {
      showErrors(serverFieldErrors(err));
      notify.error('Error updating profile', errorMessage(err, 'Please try again.'));
    }
  });

  return (
    <FormPageShell title="Edit Profile">
      <Card size="3">
        <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Profile">
          <Flex direction="column" gap="4">
            <InputField label="Name" autoComplete="name" {...form.field('name')} />
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
