import { ConfirmDialog } from './ConfirmDialog';

/** The Team tab's confirmation before an admin turns a member's two-factor sign-in off. */
export function ResetTwoFactorDialog({ email, onClose, onConfirm }: { email: string | null; onClose(): void; onConfirm(): Promise<void> }) {
  return (
    <ConfirmDialog
      open={email !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Reset two-factor authentication"
      description={`${email ?? ''} will sign in with a password only until they set up two-factor again (for a lost phone). This is recorded in the audit log.`}
      confirmLabel="Reset"
      onConfirm={onConfirm}
    />
  );
}
