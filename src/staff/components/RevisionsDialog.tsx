import { Badge, Button, Callout, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { diffLines } from 'diff';
import { useState } from 'react';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatFirmTime } from '@shared/firm-time';
import { errorMessage, notify } from '../../lib/toast';
import './editor.css';

/** When a version was saved, to the second ('Nov 27, 2026, 9:14:03 AM'): two saves in one minute are told apart. */
function savedAt(date: Date | string): string {
  return new Date(date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

/** Past this, a title in the list keeps its start and its end (versions often differ by a word added at the end). */
const TITLE_SHOWN = 70;

function shortTitle(title: string): string {
  return title.length <= TITLE_SHOWN ? title : `${title.slice(0, TITLE_SHOWN - 24).trimEnd()} … ${title.slice(-20).trimStart()}`;
}

/** What has revisions: the same dialog lists a post's or a resource's. */
export type RevisionKind = 'post' | 'resource';

/**
 * Who saved a version. No author: a post's schedule publishing it, or an item written outside the form (a post's
 * version 1; any resource, since only a person saves one).
 */
function savedBy(kind: RevisionKind, revision: { authorEmail: string | null; version: number }, schedule: string): string {
  return revision.authorEmail ?? (kind === 'resource' || revision.version === 1 ? 'an unknown author' : schedule);
}

type PostFields = RouterOutputs['posts']['revision']['fields'];
type ResourceFields = RouterOutputs['resources']['revision']['fields'];
type RevisionFields = Partial<PostFields & ResourceFields>;

/** The form's values, each revision is compared with (only the fields of FIELD_LABELS are read). */
export type FormValues = { readonly [K in keyof RevisionFields]?: unknown };

/** The fields a revision is compared on, in each form's order, with the form's labels. */
const FIELD_LABELS: Record<RevisionKind, { [K in keyof RevisionFields]?: string }> = {
  post: {
    locale: 'Language',
    title: 'Title',
    slug: 'Slug',
    description: 'Short Description',
    category: 'Category',
    imageUrl: 'Featured image',
    imageAlt: 'Alt text',
    content: 'Content',
    metaTitle: 'Meta title',
    metaDescription: 'Meta description',
    socialImage: 'Social image',
    published: 'Published',
    publishAt: 'Publish at',
    featured: 'Featured',
  },
  resource: {
    locale: 'Language',
    title: 'Title',
    description: 'Description',
    type: 'Type',
    icon: 'Icon',
    link: 'Link',
  },
};

/** How a value reads in the diff: on/off, a time in the firm's zone, or the text ('(empty)' when there is none). */
function shown(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (value instanceof Date) return formatFirmTime(value);
  if (value === null || value === undefined || value === '') return '(empty)';
  return String(value);
}

/** Unchanged runs longer than this show only their first and last CONTEXT lines. */
const CONTEXT = 2;

/** A line diff of the content: form lines the revision lacks (−), the revision's own lines (+), context between. */
function ContentDiff({ from, to }: { from: string; to: string }) {
  const rows: { kind: 'same' | 'added' | 'removed' | 'skipped'; text: string }[] = [];
  // Every line ends with a newline, so the last line is not counted as changed for lacking one.
  const lined = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
  for (const part of diffLines(lined(from), lined(to))) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.added || part.removed) {
      for (const text of lines) rows.push({ kind: part.added ? 'added' : 'removed', text });
    } else if (lines.length > CONTEXT * 2 + 1) {
      for (const text of lines.slice(0, CONTEXT)) rows.push({ kind: 'same', text });
      rows.push({ kind: 'skipped', text: `… ${lines.length - CONTEXT * 2} unchanged lines` });
      for (const text of lines.slice(-CONTEXT)) rows.push({ kind: 'same', text });
    } else for (const text of lines) rows.push({ kind: 'same', text });
  }
  return (
    <pre className="revision-diff__lines">
      {rows.map((row, i) => (
        <span key={i} className={`revision-diff__line is-${row.kind}`}>
          {row.kind === 'added' ? <span className="revision-diff__sign">+ </span> : row.kind === 'removed' ? <span className="revision-diff__sign">− </span> : '  '}
          {row.text}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

/** Field by field, what restoring `revision` would change in the form's `current` values. */
function RevisionDiff({ kind, revision, current }: { kind: RevisionKind; revision: RevisionFields; current: FormValues }) {
  const labels = FIELD_LABELS[kind];
  const changed = (Object.keys(labels) as (keyof RevisionFields)[]).filter((key) => key in current && shown(revision[key]) !== shown(current[key]));
  if (changed.length === 0) return <Text size="2">This version is the same as the form.</Text>;
  return (
    <dl className="revision-diff" aria-label="Differences from the form">
      {changed.map((key) => (
        <div key={key} className="revision-diff__field">
          <dt>
            <Text weight="bold" size="2">
              {labels[key]}
            </Text>
          </dt>
          <dd>
            {key === 'content' ? (
              <ContentDiff from={String(current.content ?? '')} to={revision.content ?? ''} />
            ) : (
              <>
                <del className="revision-diff__value is-removed">
                  <span className="revision-diff__sign">Form: </span>
                  {shown(current[key])}
                </del>
                <ins className="revision-diff__value is-added">
                  <span className="revision-diff__sign">Revision: </span>
                  {shown(revision[key])}
                </ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface RevisionsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  kind: RevisionKind;
  /** The post's or resource's id. */
  id: string;
  /** The form's values now: each revision is compared with them. */
  current: FormValues;
  /** The form has unsaved changes: Restore asks first, since loading the revision replaces them (and their draft). */
  unsaved: boolean;
  /** Saves the revision as the item's newest version and loads it into the form; the dialog then closes. */
  onRestore(revisionId: string): Promise<void>;
}

/** 'Revisions': a post's or resource's saved versions, newest first, each with its differences from the form, and 'Restore'. */
export function RevisionsDialog({ open, onOpenChange, kind, id, current, unsaved, onRestore }: RevisionsDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Content maxWidth="980px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>Revisions</Dialog.Title>
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={busy}>
              Close
            </Button>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" mb="3">
          Every save of this {kind}, newest first. Pick one to see how it differs from the form; Restore saves it as the newest version.
        </Dialog.Description>
        {open ? (
          <RevisionsBody
            kind={kind}
            id={id}
            current={current}
            unsaved={unsaved}
            busy={busy}
            onRestore={async (id) => {
              setBusy(true);
              try {
                await onRestore(id);
              } finally {
                setBusy(false);
              }
              onOpenChange(false);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** What a restore needs of the form (useContentForm's). */
interface RestoringForm {
  base: { version: number };
  isChangedElsewhere(err: unknown): boolean;
  loadNewer(): Promise<boolean>;
}

/**
 * 'Restore' in Revisions, for RevisionsDialog's onRestore: saved over the version the form loaded (like a save),
 * then loaded into the form (the dialog asks first when that replaces unsaved changes: a post's draft goes with them).
 */
export function useRestoreRevision(kind: RevisionKind, form: RestoringForm) {
  const utils = trpc.useUtils();
  const posts = trpc.posts.restore.useMutation();
  const resources = trpc.resources.restore.useMutation();
  return async (revisionId: string) => {
    const input = { revisionId, version: form.base.version };
    try {
      await (kind === 'post' ? posts.mutateAsync(input) : resources.mutateAsync(input));
    } catch (err) {
      // Someone else saved first: the dialog closes on the same notice a save gets.
      if (!form.isChangedElsewhere(err)) notify.error('Error restoring revision', errorMessage(err, 'Please try again.'));
      return;
    }
    void (kind === 'post' ? utils.posts.invalidate() : utils.resources.invalidate());
    if (await form.loadNewer()) notify.success('Revision restored', `The ${kind} is back at that version, saved as its newest revision.`);
  };
}

interface RevisionsBodyProps {
  kind: RevisionKind;
  id: string;
  current: RevisionsDialogProps['current'];
  unsaved: boolean;
  busy: boolean;
  onRestore(id: string): Promise<void>;
}

const REPLACE_UNSAVED_MSG = 'Your unsaved changes in the form will be replaced by this revision.';

function RevisionsBody({ kind, id, current, unsaved, busy, onRestore }: RevisionsBodyProps) {
  const list = useRevisionList(kind, id);
  const [picked, setPicked] = useState<string | null>(null);
  const selectedId = picked ?? list.data?.[0]?.id ?? null;
  const revision = useRevision(kind, selectedId);
  /** The revision whose Restore waits for the editor to confirm replacing the form's unsaved changes. */
  const [confirming, setConfirming] = useState<string | null>(null);

  if (list.error) return <ErrorNote error={list.error} />;
  if (!list.data) return <Loading />;
  if (list.data.length === 0) return <Text size="2">This {kind} has no saved revisions yet.</Text>;
  const selected = list.data.find((r) => r.id === selectedId);
  return (
    <div className="revisions">
      <ol className="revisions__list" aria-label="Saved versions">
        {list.data.map((r) => (
          <li key={r.id}>
            <button type="button" className="revisions__item" aria-pressed={r.id === selectedId} onClick={() => setPicked(r.id)}>
              <Text as="span" size="2" weight="medium">
                {savedAt(r.createdAt)} {r.current ? <Badge color="green">Current</Badge> : null}
              </Text>
              <Text as="span" size="1" color="gray">
                {savedBy(kind, r, 'Published on schedule')} · version {r.version}
              </Text>
              <Text as="span" size="1" className="revisions__title" title={r.title}>
                {shortTitle(r.title)}
              </Text>
            </button>
          </li>
        ))}
      </ol>
      <section className="revisions__detail" aria-label="Selected version">
        {revision.error ? (
          <ErrorNote error={revision.error} />
        ) : revision.data && revision.data.id === selectedId ? (
          <Flex direction="column" gap="3">
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Text size="2" color="gray">
                Saved {savedAt(revision.data.createdAt)} by {savedBy(kind, revision.data, 'the schedule')}; compared with the form.
              </Text>
              {/* The current version is what the item already is: restoring it would only add a copy. */}
              {selected?.current ? (
                <Badge color="green" size="2">
                  Current version
                </Badge>
              ) : (
                <Button type="button" loading={busy} onClick={() => (unsaved ? setConfirming(revision.data.id) : void onRestore(revision.data.id))}>
                  Restore
                </Button>
              )}
            </Flex>
            {unsaved && confirming === revision.data.id ? (
              <Callout.Root color="amber" role="alert">
                <Flex direction="column" gap="2" align="start">
                  <Callout.Text>{REPLACE_UNSAVED_MSG}</Callout.Text>
                  <Flex gap="2">
                    <Button type="button" size="1" color="red" loading={busy} onClick={() => void onRestore(revision.data.id)}>
                      Replace my changes
                    </Button>
                    {/* Focus goes to the safe answer (keyboard users land on the question, not on the page behind). */}
                    <Button type="button" size="1" variant="soft" color="gray" disabled={busy} autoFocus onClick={() => setConfirming(null)}>
                      Keep my changes
                    </Button>
                  </Flex>
                </Flex>
              </Callout.Root>
            ) : null}
            <RevisionDiff kind={kind} revision={revision.data.fields} current={current} />
          </Flex>
        ) : (
          <Loading />
        )}
      </section>
    </div>
  );
}

/** Both kinds' queries, only the dialog's own kind enabled: one component, each call typed by its router. */
function useRevisionList(kind: RevisionKind, id: string) {
  const options = { refetchOnMount: 'always', staleTime: 0 } as const;
  const posts = trpc.posts.revisions.useQuery({ id }, { ...options, enabled: kind === 'post' });
  const resources = trpc.resources.revisions.useQuery({ id }, { ...options, enabled: kind === 'resource' });
  return kind === 'post' ? posts : resources;
}

function useRevision(kind: RevisionKind, id: string | null) {
  const posts = trpc.posts.revision.useQuery({ id: id ?? '' }, { enabled: kind === 'post' && id !== null, staleTime: 60_000 });
  const resources = trpc.resources.revision.useQuery({ id: id ?? '' }, { enabled: kind === 'resource' && id !== null, staleTime: 60_000 });
  return kind === 'post' ? posts : resources;
}

function Loading() {
  return (
    <Flex align="center" gap="2" role="status">
      <Spinner /> <Text size="2">Loading revisions...</Text>
    </Flex>
  );
}

function ErrorNote({ error }: { error: unknown }) {
  return (
    <Callout.Root color="red">
      <Callout.Text>{errorMessage(error, 'The revisions could not be read. Please try again.')}</Callout.Text>
    </Callout.Root>
  );
}
