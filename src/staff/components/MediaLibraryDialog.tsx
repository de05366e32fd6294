import { Button, Dialog, Flex } from '@radix-ui/themes';
import { MediaLibrary, type PickedMedia } from './MediaLibrary';

export type { PickedMedia } from './MediaLibrary';

interface MediaLibraryDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The image chosen ('Use this image'); the dialog closes after it. */
  onPick(item: PickedMedia): void;
}

/**
 * The media library as a dialog, to choose an uploaded image (or upload one and choose it): the featured
 * image field's 'Choose from library', and anything else that inserts an image (the content toolbar).
 */
export function MediaLibraryDialog({ open, onOpenChange, onPick }: MediaLibraryDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="960px" aria-describedby={undefined}>
        <Dialog.Title>Media library</Dialog.Title>
        {open ? (
          <MediaLibrary
            onPick={(item) => {
              onPick(item);
              onOpenChange(false);
            }}
          />
        ) : null}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
