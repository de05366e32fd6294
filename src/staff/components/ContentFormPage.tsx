import type { ComponentType, ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { useErrorToast } from '../../lib/use-error-toast';
import type { Locale } from '@shared/locales';
import { FormLoading, FormPageShell } from './FormPageShell';
import { useTranslationRequest, type TranslatedItem } from './translations';
import type { ContentEditorProps, ContentNoun } from './use-content-form';

/** A stored record read for a form, with a way to read it afresh. */
export interface StoredRead<Stored> {
  data: Stored | undefined;
  error: unknown;
  isFetchedAfterMount: boolean;
  reload(): Promise<Stored>;
}

/** A record read for editing is always read afresh: a cached copy may predate someone else's edit. */
export const FRESH = { refetchOnMount: 'always', staleTime: 0 } as const;

/** The StoredRead of a byId query and its fetch. */
export function storedRead<Stored>(query: Omit<StoredRead<Stored>, 'reload'>, reload: () => Promise<Stored>): StoredRead<Stored> {
  return { data: query.data, error: query.error, isFetchedAfterMount: query.isFetchedAfterMount, reload };
}

export interface ContentFormPageProps<V, Stored> {
  noun: ContentNoun;
  /** 'Back to Dashboard', and where a record that cannot be read sends the editor. */
  back: string;
  wide?: boolean;
  empty: V;
  toValues(stored: Stored): V;
  /** 'Add translation': the original's values, as a new record in `locale`. */
  translationValues(original: Stored, locale: Locale): V;
  /** Reads the record (with FRESH options). */
  useStored(id: string): StoredRead<Stored>;
  Editor: ComponentType<ContentEditorProps<V, Stored>>;
}

/**
 * /admin/new-{noun}, /admin/new-{noun}?translationOf={id}&locale={es|fr|en} and /admin/edit-{noun}/{id}: the
 * page around a post or resource editor, which reads the stored record (or the original) first.
 */
export function ContentFormPage<V, Stored extends TranslatedItem & { version: number }>(props: ContentFormPageProps<V, Stored>) {
  const { noun, back, wide, empty, toValues, translationValues, Editor } = props;
  const { id } = useParams<{ id?: string }>();
  const request = useTranslationRequest();
  const Noun = noun === 'post' ? 'Post' : 'Resource';
  let body: ReactNode;
  if (id) {
    body = (
      <LoadStored key={id} id={id} {...props}>
        {(stored, reload) => <Editor key={id} id={id} initial={toValues(stored)} version={stored.version} reload={reload} stored={stored} />}
      </LoadStored>
    );
  } else if (request.translationOf) {
    const locale = request.locale ?? 'en';
    body = (
      <LoadStored key={request.translationOf} id={request.translationOf} {...props}>
        {(original) => <Editor initial={translationValues(original, locale)} original={original} />}
      </LoadStored>
    );
  } else body = <Editor initial={empty} />;
  return (
    <FormPageShell title={`${id ? 'Edit' : 'Create New'} ${Noun}`} back={back} wide={wide ?? false}>
      {body}
    </FormPageShell>
  );
}

function LoadStored<V, Stored>({
  id,
  noun,
  back,
  useStored,
  children,
}: ContentFormPageProps<V, Stored> & { id: string; children(stored: Stored, reload: () => Promise<Stored>): ReactNode }) {
  const [, navigate] = useLocation();
  const stored = useStored(id);
  useErrorToast(stored.error, `Error fetching ${noun}`, () => navigate(back, { replace: true }));
  return stored.data && stored.isFetchedAfterMount ? children(stored.data, stored.reload) : <FormLoading text={`Loading ${noun}...`} />;
}
