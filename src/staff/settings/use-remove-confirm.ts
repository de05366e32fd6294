import { useState } from 'react';

/**
 * A 'Remove …' button of a list that asks first (ConfirmDialog): `ask(index, name)` opens the dialog, whose props
 * are `dialog`. The item asked about is kept while the dialog closes, so its text does not change as it fades.
 */
export function useRemoveConfirm(remove: (index: number) => void) {
  const [removing, setRemoving] = useState<{ index: number; name: string } | null>(null);
  const [open, setOpen] = useState(false);
  return {
    /** The name of the item asked about, for the dialog's sentence. */
    name: removing?.name,
    ask(index: number, name: string) {
      setRemoving({ index, name });
      setOpen(true);
    },
    dialog: {
      open,
      onOpenChange: setOpen,
      onConfirm: () => {
        if (removing) remove(removing.index);
        return Promise.resolve();
      },
    },
  };
}
