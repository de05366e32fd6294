import { Button, Flex, Text } from '@radix-ui/themes';
import { useId, useRef, useState, type DragEvent } from 'react';
import { trpc } from '../../lib/trpc';
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
 * an image is set. An upload becomes the post's image at once; the save still stores the post.
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

  const upload = async (file: File) => {
    if (busy) return;
    setUploadError(null);
    setPhase({ phase: 'sending', percent: 0 });
    const written = alt.trim();
    try {
      const item = await uploadImage(file, written || altFromFileName(file.name), setPhase);
      provisional.current = written ? null : { id: item.id, url: item.url };
      onChange({ imageUrl: item.url });
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
    const pending = provisional.current;
    const text = alt.trim();
    if (!pending || pending.url !== url || !text) return;
    provisional.current = null;
    // Best effort: the post keeps its own alt text whether or not the library's changes.
    updateAlt.mutate({ id: pending.id, alt: text.slice(0, 500) }, { onSuccess: () => void utils.media.invalidate() });
  };

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
              onChange({ imageUrl: '', imageAlt: '' });
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
        placeholder="https://…"
        hint={uploaded ? 'An uploaded image: pages get sizes for every screen and modern formats.' : 'Or the address of an image hosted elsewhere. Optional: without one, the blog shows the default image.'}
      />
      {url ? (
        <InputField
          label="Alt text"
          {...altField}
          onBlur={blurAlt}
          hint="Required with an image: describe what it shows for readers who cannot see it."
        />
      ) : null}
      <MediaLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        onPick={(item) => {
          provisional.current = null;
          setUploadError(null);
          onChange({ imageUrl: item.url, imageAlt: item.alt });
        }}
      />
    </fieldset>
  );
}
