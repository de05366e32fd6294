import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';

interface ConfirmProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** The red button's label, e.g. 'Delete'. */
  confirmLabel: string;
  /** Runs the action; the dialog stays open (buttons disabled) until it settles, then closes. */
  onConfirm(): Promise<void>;
}

/** A confirmation before a destructive action (Cancel / the red button). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmProps) {
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
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" highContrast onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** e.g. 'this blog post': 'Are you sure you want to delete this blog post? This action cannot be undone.' */
  what: string;
  onConfirm(): Promise<void>;
}

/** The spec's 'Confirm Deletion' dialog (Cancel / Delete). */
export function ConfirmDeleteDialog({ what, ...rest }: ConfirmDeleteProps) {
  return <ConfirmDialog {...rest} title="Confirm Deletion" description={`Are you sure you want to delete ${what}? This action cannot be undone.`} confirmLabel="Delete" />;
}
