import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';

/** The Team tab's confirmation before an admin turns a member's two-factor sign-in off. */
export function ResetTwoFactorDialog({ email, onClose, onConfirm }: { email: string | null; onClose(): void; onConfirm(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <AlertDialog.Root open={email !== null} onOpenChange={(o) => !busy && !o && onClose()}>
      <AlertDialog.Content maxWidth="450px">
        <AlertDialog.Title>Reset two-factor authentication</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {email} will sign in with a password only until they set up two-factor again (for a lost phone). This is recorded in the audit log.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" highContrast onClick={() => void confirm()} loading={busy}>
            Reset
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
