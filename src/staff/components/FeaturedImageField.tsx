import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { errorMessage, notify } from '../../lib/toast';
import { parseMediaUrl } from '@shared/media';
import { InputField } from './FormField';
import type { BoundField } from './use-admin-form';
import { altFromFileName, MEDIA_ACCEPT, MEDIA_TYPES_NOTE, thumbnailUrl, uploadImage, UploadError, type UploadPhase } from './media-client';
import { phaseText } from './MediaLibrary';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import './media.css';

interface FeaturedImageFieldProps {
  /** The post's imageUrl ('' = none) and imageAlt fields, as the form binds them. */
  urlField: BoundField;
  altField: BoundField;
  /** Both at once (an upload, a pick from the library, 'Remove'). */
  onChange(patch: { imageUrl?: string; imageAlt?: string }): void;
}

/**
 * The post's featured image (decision 0014): upload a file (chosen or dropped), choose one from the media library,
 * or give the address of an image hosted elsewhere; a preview, 'Remove', and the required 'Alt text' whenever
 * an image is set. An upload becomes the post's image at once; the save still stores the post. Each image brings
 * its own alt text (the library's, or none for a new upload), never the previous image's; a library image's text
 * changed here is offered to the library, which other posts pick it with.
 */
export function FeaturedImageField({ urlField, altField, onChange }: FeaturedImageFieldProps) {
  const url = urlField.value;
  const alt = altField.value;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  /**
   * An image uploaded here before its alt text was written goes into the library named after its file; the
   * first alt text written for it replaces that name in the library too.
   */
  const provisional = useRef<{ id: string; url: string } | null>(null);
  const updateAlt = trpc.media.updateAlt.useMutation();
  const utils = trpc.useUtils();
  const busy = phase !== null;
  /** The upload shown now, and the library's own alt text of it: a post's text differing from it may be offered to the library. */
  const mediaId = parseMediaUrl(url)?.id ?? null;
  const libraryItem = trpc.media.get.useQuery({ id: mediaId ?? '' }, { enabled: mediaId !== null, retry: false, staleTime: 30_000 });
  /** The editor typed in Alt text since it last lost focus (or since the image changed). */
  const altTyped = useRef(false);
  /** The address before the editor started typing a new one, until the URL field loses focus. */
  const urlBeforeTyping = useRef<string | null>(null);
  /** 'Also use this text in the media library?': asked once the alt text of a library image was changed here. */
  const [askLibrary, setAskLibrary] = useState<{ id: string; alt: string } | null>(null);

  /** Another image: its alt text is its own (the library's, or none yet), never the previous image's. */
  const setImage = (imageUrl: string, imageAlt: string) => {
    altTyped.current = false;
    urlBeforeTyping.current = null;
    setAskLibrary(null);
    onChange({ imageUrl, imageAlt });
  };

  const upload = async (file: File) => {
    if (busy) return;
    setUploadError(null);
    setPhase({ phase: 'sending', percent: 0 });
    try {
      // The library names it after its file until the editor writes its alt text here (blurAlt).
      const item = await uploadImage(file, altFromFileName(file.name), setPhase);
      provisional.current = { id: item.id, url: item.url };
      setImage(item.url, '');
      void utils.media.invalidate();
    } catch (err) {
      setUploadError(err instanceof UploadError ? err.message : 'The upload failed. Please try again.');
    } finally {
      setPhase(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const blurAlt = () => {
    altField.onBlur();
    const typed = altTyped.current;
    altTyped.current = false;
    const pending = provisional.current;
    const text = alt.trim();
    if (pending && pending.url === url && text) {
      provisional.current = null;
      // Best effort: the post keeps its own alt text whether or not the library's changes.
      updateAlt.mutate({ id: pending.id, alt: text.slice(0, 500) }, { onSuccess: () => void utils.media.invalidate() });
      return;
    }
    // The library's text is changed only when the editor says so: other posts may pick this image with it.
    const library = libraryItem.data;
    if (typed && text && library && library.id === mediaId && library.alt !== text) setAskLibrary({ id: library.id, alt: text.slice(0, 500) });
  };

  const saveInLibrary = (ask: { id: string; alt: string }) => {
    setAskLibrary(null);
    updateAlt.mutate(ask, {
      onSuccess: () => {
        notify.success('Alt text saved in the media library');
        void utils.media.invalidate();
      },
      onError: (err) => notify.error('The media library kept its alt text', errorMessage(err, 'Please try again.')),
    });
  };

  /** A new address typed in: the alt text written for the old image goes (an upload's comes from the library). */
  const blurUrl = () => {
    urlField.onBlur();
    const before = urlBeforeTyping.current;
    urlBeforeTyping.current = null;
    if (before === null || before.trim() === url.trim()) return;
    provisional.current = null;
    setImage(url, '');
    if (mediaId) setLibraryAltFor(url);
  };
  /** An upload's address typed in: its library alt text fills the field once read (unless one was written meanwhile). */
  const [libraryAltFor, setLibraryAltFor] = useState<string | null>(null);
  const typedItem = libraryAltFor === url ? libraryItem.data : undefined;
  useEffect(() => {
    if (libraryAltFor === null) return;
    if (libraryAltFor !== url || libraryItem.isError) {
      setLibraryAltFor(null);
      return;
    }
    if (!typedItem || typedItem.id !== mediaId) return;
    setLibraryAltFor(null);
    if (alt === '') onChange({ imageAlt: typedItem.alt });
  }, [libraryAltFor, url, typedItem, mediaId, alt, onChange, libraryItem.isError]);

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void upload(file);
  };

  const uploaded = parseMediaUrl(url) !== null;
  const showPreview = url !== '' && previewFailed !== url;

  return (
    <fieldset className="featured-image admin-field" aria-describedby={`${id}-note`}>
      <Text as="div" size="2" weight="medium" asChild>
        <legend>Featured image</legend>
      </Text>
      <div className="featured-image__row">
        {url ? (
          <div className="featured-image__preview">
            {showPreview ? (
              <img src={thumbnailUrl(url)} alt={alt ? `Preview: ${alt}` : 'Preview of the featured image'} onError={() => setPreviewFailed(url)} />
            ) : (
              <Flex height="100%" align="center" justify="center" p="2">
                <Text size="1" color="gray">
                  No preview: the address does not show an image.
                </Text>
              </Flex>
            )}
          </div>
        ) : null}
        <label
          className="featured-image__drop"
          htmlFor={`${id}-file`}
          data-dragging={dragging}
          aria-busy={busy}
          onDragOver={(e) => {
            e.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Text size="2" weight="medium">
            {phase ? phaseText(phase) : url ? 'Drop another image here, or choose a file to replace it' : 'Drop an image here, or choose a file'}
          </Text>
          <Text size="1" color="gray" id={`${id}-note`}>
            {MEDIA_TYPES_NOTE}
          </Text>
          {phase?.phase === 'sending' ? <progress max={100} value={phase.percent} aria-label="Upload progress" /> : phase ? <progress aria-label="Processing the image" /> : null}
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={MEDIA_ACCEPT}
            disabled={busy}
            aria-label="Upload image"
            aria-describedby={`${id}-note${uploadError ? ` ${id}-upload-error` : ''}`}
            aria-invalid={uploadError ? true : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {uploadError ? (
        <Text as="p" size="2" color="red" role="alert" id={`${id}-upload-error`}>
          {uploadError}
        </Text>
      ) : null}
      <Flex gap="2" wrap="wrap">
        <Button type="button" variant="soft" onClick={() => setLibraryOpen(true)} disabled={busy}>
          Choose from library
        </Button>
        {url ? (
          <Button
            type="button"
            variant="soft"
            color="red"
            highContrast
            disabled={busy}
            onClick={() => {
              provisional.current = null;
              setUploadError(null);
              setImage('', '');
            }}
          >
            Remove
          </Button>
        ) : null}
      </Flex>
      <InputField
        label="Featured Image URL"
        type="url"
        {...urlField}
        onChange={(value) => {
          urlBeforeTyping.current ??= url;
          urlField.onChange(value);
        }}
        onBlur={blurUrl}
        placeholder="https://…"
        hint={uploaded ? 'An uploaded image: pages get sizes for every screen and modern formats.' : 'Or the address of an image hosted elsewhere. Optional: without one, the blog shows the default image.'}
      />
      {url ? (
        <InputField
          label="Alt text"
          {...altField}
          onChange={(value) => {
            altTyped.current = true;
            altField.onChange(value);
          }}
          onBlur={blurAlt}
          hint="Required with an image: describe what it shows for readers who cannot see it."
        />
      ) : null}
      {askLibrary && askLibrary.id === mediaId && askLibrary.alt === alt.trim() ? (
        <Callout.Root size="1" color="blue" role="group" aria-label="Media library alt text">
          <Flex gap="3" align="center" wrap="wrap">
            <Callout.Text>Also use this text in the media library?</Callout.Text>
            <Flex gap="2">
              <Button type="button" size="1" onClick={() => saveInLibrary(askLibrary)}>
                Yes
              </Button>
              <Button type="button" size="1" variant="soft" color="gray" onClick={() => setAskLibrary(null)}>
                No
              </Button>
            </Flex>
          </Flex>
        </Callout.Root>
      ) : null}
      <MediaLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        onPick={(item) => {
          provisional.current = null;
          setUploadError(null);
          setImage(item.url, item.alt);
        }}
      />
    </fieldset>
  );
}
