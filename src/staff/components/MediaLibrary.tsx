import { Button, Callout, Card, Flex, Grid, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, notify } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { mediaAlt, MEDIA_MSG, type MediaItem } from '@shared/schemas/media';
import { AdminPager, useFitPage } from './AdminPager';
import { ConfirmDialog } from './ConfirmDialog';
import { localDate } from './table-format';
import { ListError } from './ListError';
import { formatBytes, markdownFor, MEDIA_ACCEPT, MEDIA_TYPES_NOTE, thumbnailUrl, uploadImage, UploadError, type UploadPhase } from './media-client';
import './media.css';

/** What a pick hands over: the address a post stores, its alt text and the original's size. */
export interface PickedMedia {
  url: string;
  alt: string;
  width: number;
  height: number;
}

const PAGE_SIZE = 24;

export function phaseText(phase: UploadPhase): string {
  return phase.phase === 'sending' ? `Uploading… ${phase.percent}%` : 'Processing the image…';
}

/** The library's own upload: a file and its alt text (the server needs both), with progress and the server's message. */
function UploadForm({ onUploaded }: { onUploaded(item: MediaItem): void }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [error, setError] = useState<{ field: 'file' | 'alt'; message: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // inside the post form's dialog: never submit the post
    if (phase) return;
    if (!file) return setError({ field: 'file', message: MEDIA_MSG.noFile });
    const checked = mediaAlt.safeParse(alt);
    if (!checked.success) return setError({ field: 'alt', message: checked.error.issues[0]?.message ?? MEDIA_MSG.altRequired });
    setError(null);
    setPhase({ phase: 'sending', percent: 0 });
    try {
      const item = await uploadImage(file, checked.data, setPhase);
      setFile(null);
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
      notify.success('Image uploaded', `${item.filename} is in the library.`);
      onUploaded(item);
    } catch (err) {
      setError(err instanceof UploadError ? { field: err.field, message: err.message } : { field: 'file', message: 'The upload failed. Please try again.' });
    } finally {
      setPhase(null);
    }
  };

  return (
    <Card size="2" asChild>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Upload an image">
        <Flex gap="3" wrap="wrap" align="end">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-file`}>
              Image file
            </Text>
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept={MEDIA_ACCEPT}
              aria-describedby={`${id}-note`}
              aria-invalid={error?.field === 'file' ? true : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
          </Flex>
          <Flex direction="column" gap="1" flexGrow="1" minWidth="220px">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-alt`}>
              Alt text
            </Text>
            <TextField.Root id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} aria-invalid={error?.field === 'alt' ? true : undefined} />
          </Flex>
          <Button type="submit" loading={phase !== null}>
            Upload
          </Button>
        </Flex>
        <Text as="p" size="1" color="gray" mt="2" id={`${id}-note`}>
          {MEDIA_TYPES_NOTE} Copies for every screen size are made on upload.
        </Text>
        {phase ? (
          <Text as="p" size="1" role="status" mt="1">
            {phaseText(phase)}
          </Text>
        ) : null}
        {error ? (
          <Text as="p" size="2" color="red" role="alert" mt="1">
            {error.message}
          </Text>
        ) : null}
      </form>
    </Card>
  );
}

/** 'Edit alt text' in place: the library's alt text (what a pick offers; posts keep their own). */
function AltEditor({ item, onDone }: { item: MediaItem; onDone(): void }) {
  const utils = trpc.useUtils();
  const update = trpc.media.updateAlt.useMutation();
  const [alt, setAlt] = useState(item.alt);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const checked = mediaAlt.safeParse(alt);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? MEDIA_MSG.altRequired);
    try {
      await update.mutateAsync({ id: item.id, alt: checked.data });
      notify.success('Alt text saved');
      void utils.media.invalidate();
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Please try again.'));
    }
  };
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={`Alt text of ${item.filename}`}>
      <Flex direction="column" gap="1">
        <Text as="label" size="1" weight="medium" htmlFor={id}>
          Alt text
        </Text>
        <TextField.Root id={id} size="1" value={alt} onChange={(e) => setAlt(e.target.value)} aria-invalid={error ? true : undefined} autoFocus />
        {error ? (
          <Text size="1" color="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Flex gap="2">
          <Button size="1" type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button size="1" type="button" variant="soft" color="gray" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function MediaCard({ item, onPick, onDelete }: { item: MediaItem; onPick: ((item: PickedMedia) => void) | undefined; onDelete(item: MediaItem): void }) {
  const [editing, setEditing] = useState(false);
  const copy = async () => {
    const line = markdownFor(item);
    if (await copyText(line)) notify.success('Markdown copied', `Paste it on a line of its own in a post's content: ${line}`);
    else notify.info('Copy this line into the post', line, { autoClose: false });
  };
  return (
    <Card size="1" className="media-card" aria-label={item.filename}>
      <div className="media-card__thumb">
        <img src={thumbnailUrl(item.url)} alt={item.alt} width={item.width} height={item.height} loading="lazy" decoding="async" />
      </div>
      <Flex direction="column" gap="1" mt="2">
        <Text size="2" weight="medium" className="media-card__name" title={item.filename}>
          {item.filename}
        </Text>
        <Text size="1" color="gray">
          {item.width} × {item.height} · {formatBytes(item.bytes)} · {localDate(item.createdAt)}
        </Text>
        {editing ? (
          <AltEditor item={item} onDone={() => setEditing(false)} />
        ) : (
          <Text size="1" className="media-card__alt">
            Alt: {item.alt}
          </Text>
        )}
        <Flex gap="2" wrap="wrap" mt="1">
          {onPick ? (
            <Button size="1" type="button" onClick={() => onPick({ url: item.url, alt: item.alt, width: item.width, height: item.height })} aria-label={`Use ${item.filename}`}>
              Use this image
            </Button>
          ) : null}
          {editing ? null : (
            <Button size="1" type="button" variant="soft" onClick={() => setEditing(true)} aria-label={`Edit alt text of ${item.filename}`}>
              Edit alt text
            </Button>
          )}
          <Button size="1" type="button" variant="soft" onClick={() => void copy()} aria-label={`Copy Markdown of ${item.filename}`}>
            Copy Markdown
          </Button>
          <Button size="1" type="button" variant="soft" color="red" highContrast onClick={() => onDelete(item)} aria-label={`Delete ${item.filename}`}>
            Delete
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * The media library (decision 0014): uploads newest first with their size and date, an upload form, alt text,
 * 'Copy Markdown' for a post body, and delete (refused by the server while a post uses the image: its
 * sentence is shown). With `onPick` (the post form's dialog) each image can be chosen; without it (the library
 * page), 'Unused' lists the uploads nothing uses and 'Remove unused (N)' deletes them.
 */
export function MediaLibrary({ onPick }: { onPick?: (item: PickedMedia) => void }) {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  /** 'Unused' (the library page only): uploads nothing uses, such as one left in a post form that was never saved. */
  const [unusedOnly, setUnusedOnly] = useState(false);
  const list = trpc.media.list.useQuery({ page, pageSize: PAGE_SIZE, unused: unusedOnly }, { placeholderData: keepPreviousData });
  useErrorToast(list.error, 'Error fetching the media library');
  useFitPage(list.data?.pageCount, page, setPage);
  const remove = trpc.media.delete.useMutation();
  const removeUnused = trpc.media.removeUnused.useMutation();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [confirmingUnused, setConfirmingUnused] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The unused list as shown (not a placeholder from the other view): what 'Remove unused' counts and removes. */
  const unusedShown = unusedOnly && list.data && !list.isPlaceholderData ? list.data : null;

  const confirmRemoveUnused = async () => {
    if (!unusedShown) return;
    try {
      const { removed } = await removeUnused.mutateAsync({ through: unusedShown.listedAt });
      setRefusal(null);
      notify.success('Unused images deleted', removed === 1 ? '1 image was deleted.' : `${removed} images were deleted.`);
    } catch (err) {
      setRefusal(errorMessage(err, 'Please try again.'));
    }
    void utils.media.invalidate();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      setRefusal(null);
      notify.success('Image deleted', `${deleting.filename} was deleted.`);
      void utils.media.invalidate();
    } catch (err) {
      // Shown above the list until the next delete (a toast would vanish before the post's name is read).
      setRefusal(errorMessage(err, 'Please try again.'));
    }
  };

  return (
    <Flex direction="column" gap="4">
      <UploadForm
        onUploaded={() => {
          setPage(1);
          void utils.media.invalidate();
        }}
      />
      {refusal ? (
        <Callout.Root color="amber">
          <Callout.Text role="alert">{refusal}</Callout.Text>
        </Callout.Root>
      ) : null}
      {onPick ? null : (
        <Flex gap="3" align="center" wrap="wrap">
          <SegmentedControl.Root
            value={unusedOnly ? 'unused' : 'all'}
            onValueChange={(v) => {
              setUnusedOnly(v === 'unused');
              setPage(1);
            }}
            aria-label="Which images"
          >
            <SegmentedControl.Item value="all">All images</SegmentedControl.Item>
            <SegmentedControl.Item value="unused">Unused</SegmentedControl.Item>
          </SegmentedControl.Root>
          {unusedShown && unusedShown.total > 0 ? (
            <Button type="button" color="red" variant="soft" highContrast onClick={() => setConfirmingUnused(true)}>
              Remove unused ({unusedShown.total})
            </Button>
          ) : null}
        </Flex>
      )}
      {unusedOnly ? (
        <Text size="2" color="gray">
          Images no post, resource or firm setting uses (old revisions do not count), such as one uploaded into a post form that was then left unsaved.
        </Text>
      ) : null}
      {list.error && !list.data ? (
        <ListError what="images" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Text color="gray" role="status">
          Loading images...
        </Text>
      ) : list.data.items.length === 0 ? (
        <Text color="gray">{unusedOnly ? 'Every image is in use.' : "No images yet. Upload one above, or from a post's featured image."}</Text>
      ) : (
        <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="3" role="list" aria-label="Images" aria-busy={list.isPlaceholderData}>
          {list.data.items.map((item) => (
            <div role="listitem" key={item.id}>
              <MediaCard item={item} onPick={onPick} onDelete={setDeleting} />
            </div>
          ))}
        </Grid>
      )}
      {list.data ? <AdminPager page={page} pageCount={list.data.pageCount} total={list.data.total} label="Images" onPage={setPage} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete image"
        description={`Delete ${deleting?.filename ?? 'this image'} and every copy of it? This action cannot be undone. An image a post uses cannot be deleted.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={confirmingUnused}
        onOpenChange={setConfirmingUnused}
        title="Remove unused images"
        description={`Delete the ${unusedShown?.total ?? 0} unused images and every copy of them? This action cannot be undone. An image uploaded into a post someone is still writing counts as unused until that post is saved; an image used since this list was shown is kept.`}
        confirmLabel="Remove unused"
        onConfirm={confirmRemoveUnused}
      />
    </Flex>
  );
}
