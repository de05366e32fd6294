import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';

interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** e.g. 'this blog post': 'Are you sure you want to delete this blog post? This action cannot be undone.' */
  what: string;
  /** Runs the deletion; the dialog stays open (buttons disabled) until it settles, then closes. */
  onConfirm(): Promise<void>;
}

/** The spec's 'Confirm Deletion' dialog (Cancel / Delete). */
export function ConfirmDeleteDialog({ open, onOpenChange, what, onConfirm }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <AlertDialog.Content maxWidth="450px">
        <AlertDialog.Title>Confirm Deletion</AlertDialog.Title>
        <AlertDialog.Description size="2">Are you sure you want to delete {what}? This action cannot be undone.</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" highContrast onClick={() => void confirm()} loading={busy}>
            Delete
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
