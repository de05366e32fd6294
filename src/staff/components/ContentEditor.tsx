import { Box, Button, Callout, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useDeferredValue, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import '../../public/blog/blog.css';
import { renderPostBody } from '@shared/post-body';
import { localDateTime } from './table-format';
import { TextAreaField } from './FormField';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import type { BoundField } from './use-admin-form';
import './editor.css';


const IMAGE_TEMPLATE_ALT = 'alt text';

/** The body format's blocks (spec: post body format), each with its key (Ctrl/Cmd+Alt+key, by physical key). */
const BLOCKS = [
  { label: 'Heading', marker: '## ', code: 'Digit2', key: '2' },
  { label: 'Subheading', marker: '### ', code: 'Digit3', key: '3' },
  { label: 'Bullet', marker: '- ', code: 'Digit8', key: '8' },
  { label: 'Image', marker: `[${IMAGE_TEMPLATE_ALT}](https://…)`, code: 'KeyP', key: 'P' },
] as const;
type Block = (typeof BLOCKS)[number];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcutText = (key: string) => `${isMac() ? '⌘⌥' : 'Ctrl+Alt+'}${key}`;
const shortcutAria = (key: string) => `Control+Alt+${key} Meta+Alt+${key}`;

/**
 * Puts `text` in the textarea in place of its selection, through the browser's own editing so Undo still
 * works (and React sees an input event); where that is unavailable, through onChange.
 */
function insertAt(textarea: HTMLTextAreaElement, text: string, onChange: (value: string) => void): void {
  textarea.focus();
  // execCommand is deprecated but is still the only way to keep the textarea's undo history.
  if (typeof document.execCommand === 'function' && document.execCommand('insertText', false, text)) return;
  const { selectionStart, selectionEnd, value } = textarea;
  const next = value.slice(0, selectionStart) + text + value.slice(selectionEnd);
  onChange(next);
  const caret = selectionStart + text.length;
  requestAnimationFrame(() => textarea.setSelectionRange(caret, caret));
}

/**
 * A block starts a line: at the start of a line it goes in at the cursor (before any selected text), in the
 * middle of one a new line is started for it. An image template has its alt text selected, to be typed over.
 */
function insertBlock(textarea: HTMLTextAreaElement, marker: string, onChange: (value: string) => void): void {
  const { selectionStart, value } = textarea;
  const atLineStart = selectionStart === 0 || value[selectionStart - 1] === '\n';
  const text = (atLineStart ? '' : '\n') + marker;
  const start = selectionStart;
  insertAt(textarea, text, onChange);
  const alt = marker.indexOf(IMAGE_TEMPLATE_ALT);
  if (alt >= 0 && marker.startsWith('[')) {
    const from = start + text.length - marker.length + alt;
    requestAnimationFrame(() => textarea.setSelectionRange(from, from + IMAGE_TEMPLATE_ALT.length));
  }
}

const FORMAT_NOTE = (
  <>
    One block per line: <code>## Heading</code>, <code>### Subheading</code>, <code>- bullet</code>, <code>[alt text](https://…/image.jpg)</code> for an
    image; a blank line adds a break; any other line is a paragraph. Links, bold and italics may be written as HTML.
  </>
);

interface ContentEditorProps {
  field: BoundField;
  /** The featured image: the renderer leaves a body image with the same address out, as on the page. */
  featuredImage: string;
}

/**
 * The Content field with a toolbar (and keyboard shortcuts) for the body format's blocks and an image from
 * the media library, beside a live preview rendered by the same renderer as the public page.
 */
export function ContentEditor({ field, featuredImage }: ContentEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const { onChange } = field;

  const apply = (block: Block) => {
    if (ref.current) insertBlock(ref.current, block.marker, onChange);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!e.altKey || !(e.ctrlKey || e.metaKey) || e.shiftKey) return;
    // On Windows AltGr arrives as Ctrl+Alt: AltGr+8 is '[' on a German keyboard (the image syntax), AltGr+2/3/8
    // '~ # \' on a French one. Those characters are typed, not taken over as blocks.
    if (e.getModifierState('AltGraph')) return;
    const block = BLOCKS.find((b) => b.code === e.nativeEvent.code);
    if (!block) return;
    e.preventDefault();
    apply(block);
  };

  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <Box>
        <div className="content-toolbar" role="toolbar" aria-label="Body format">
          {BLOCKS.map((block) => (
            <Button
              key={block.label}
              type="button"
              size="1"
              variant="soft"
              color="gray"
              title={`${block.label}: ${block.marker.trim()} (${shortcutText(block.key)})`}
              aria-keyshortcuts={shortcutAria(block.key)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => apply(block)}
            >
              {block.label}
            </Button>
          ))}
          <Button type="button" size="1" variant="soft" color="gray" title="Insert an uploaded image" onClick={() => setLibraryOpen(true)}>
            Insert image
          </Button>
        </div>
        <TextAreaField label="Content" rows={18} monospace textareaRef={ref} onKeyDown={onKeyDown} {...field} hint={FORMAT_NOTE} />
        <MediaLibraryDialog
          open={libraryOpen}
          onOpenChange={setLibraryOpen}
          onPick={(item) => {
            setLibraryOpen(false);
            // The dialog gives focus back to its button first; the image goes where the cursor was.
            requestAnimationFrame(() => {
              if (ref.current) insertBlock(ref.current, `[${item.alt.replace(/[[\]]/g, '')}](${item.url})`, onChange);
            });
          }}
        />
      </Box>
      <PostPreview content={field.value} featuredImage={featuredImage} />
    </Grid>
  );
}

/** Live preview with the same renderer as the public post page (sanitised HTML, so it is safe to insert). */
function PostPreview({ content, featuredImage }: { content: string; featuredImage: string }) {
  const deferred = useDeferredValue(content);
  const html = useMemo(() => renderPostBody(deferred, { siteOrigin: window.location.origin, featuredImage }), [deferred, featuredImage]);
  return (
    <section aria-labelledby="post-preview-heading" className="admin-preview">
      <Heading as="h2" size="2" id="post-preview-heading" mb="1">
        Preview
      </Heading>
      <Card size="2" className="admin-preview__card">
        {deferred.trim() ? (
          <div className="post-body" data-testid="post-preview" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Text color="gray" size="2">
            The preview of the content appears here as you type.
          </Text>
        )}
      </Card>
    </section>
  );
}

/**
 * 'Restore unsaved draft from …?' when the form is opened again after leaving unsaved changes. A draft
 * written before someone else saved the post says that restoring it keeps only the fields it changed.
 */
export function DraftOffer({ savedAt, stale, onRestore, onDiscard }: { savedAt: Date; stale: boolean; onRestore(): void; onDiscard(): void }) {
  return (
    <Callout.Root color={stale ? 'amber' : 'blue'} className="draft-offer" role="status">
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>Restore unsaved draft from {localDateTime(savedAt)}?</Callout.Text>
        {stale ? <Callout.Text>This draft was written before someone else saved the post. Restoring it keeps only the fields you changed.</Callout.Text> : null}
        <Callout.Text size="1">Editing now replaces it.</Callout.Text>
        <Flex gap="2">
          <Button type="button" size="1" onClick={onRestore}>
            Restore draft
          </Button>
          <Button type="button" size="1" variant="soft" color="gray" onClick={onDiscard}>
            Discard
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
