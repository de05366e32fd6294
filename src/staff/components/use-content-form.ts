import { useCallback, useState, type SyntheticEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { errorCode, errorMessage, notify } from '../../lib/toast';
import { CHANGED_MSG } from '@shared/schemas/posts';
import type { ContentPaths, TranslatedItem } from './translations';
import { focusFirstInvalid, serverFieldErrors, useAdminForm } from './use-admin-form';

export type ContentNoun = keyof typeof CHANGED_MSG;

/** What a content editor (post or resource) is opened with by its page (ContentFormPage). */
export interface ContentEditorProps<V, Stored> {
  /** When editing: the record's id. */
  id?: string | undefined;
  initial: V;
  /** The version the form was loaded at: the save is refused (CONFLICT) once someone else saved a newer one. */
  version?: number | undefined;
  /** Reads the stored record afresh, for 'Load the newer version' (and after a restore). */
  reload?: (() => Promise<Stored>) | undefined;
  /** When editing: the record with every language of its group, for the Translations line. */
  stored?: TranslatedItem | undefined;
  /** 'Add translation': the record this one translates (saved with translationOf). */
  original?: Stored | undefined;
}

/** What a save answers: the record as stored, with the version the next save goes over. */
export interface SavedRecord {
  id: string;
  version: number;
}

interface ContentFormOptions<V, Out, Stored, Saved extends SavedRecord> {
  noun: ContentNoun;
  schema: z.ZodType<Out>;
  /** The editor's props: the values, version and reload it was opened with (an id when it edits). */
  editor: ContentEditorProps<V, Stored>;
  toValues(stored: Stored): V;
  /** Where the record's edit page is (a new record opens there once created). */
  paths: ContentPaths;
  /** The dashboard tab that lists these records: 'Save and close' returns there. */
  list: string;
  /** Creates or updates; `version` is the one the form was loaded at. */
  save(data: Out, version: number): Promise<Saved>;
  /** A sentence the success toast adds (a scheduled post says when it appears). */
  savedNote?(saved: Saved): string | null;
  /** After a successful save and its toast: invalidate lists; `leaving` when this form goes away next. */
  onSaved(saved: Saved, leaving: boolean): void;
  /** The field messages of a failed save (default: the server's field errors). */
  fieldErrors?(err: unknown, data: Out): Record<string, string>;
}

/** Whether two sets of form values are the same (dates compared by their time, as JSON writes them). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The submit/busy/conflict flow the post and resource forms share: validation against the shared schema
 * (first invalid field focused), a save over the version the form was loaded at, the spec's toasts, the
 * server's field messages beside their fields, and, when someone else saved first, the editor's text kept
 * with the 'changed by someone else' notice and its 'Load the newer version' button.
 *
 * A save keeps the editor in the form (as WordPress and Ghost do): an edit goes on from the saved version, a
 * new record opens its edit page in place of the new one; 'Save and close' (saveAndClose) returns to the list.
 */
export function useContentForm<V extends FieldValues, Out, Stored extends { version: number }, Saved extends SavedRecord>(opts: ContentFormOptions<V, Out, Stored, Saved>) {
  const { noun, schema, editor, toValues, paths, list, save, savedNote, onSaved, fieldErrors } = opts;
  const { initial, version = 1, reload } = editor;
  const editing = editor.id !== undefined;
  const [, navigate] = useLocation();
  const form = useAdminForm(schema, initial);
  const { reset, showErrors, formRef } = form;
  // What the form was loaded from; replaced when the editor saves, loads a newer version or restores one.
  const [base, setBase] = useState({ values: initial, version });
  const [changed, setChanged] = useState(false);
  const [reloading, setReloading] = useState(false);
  const Noun = noun === 'post' ? 'Post' : 'Resource';

  /** Puts a stored version in the form, as the version the next save goes over. */
  const load = useCallback(
    (stored: Stored) => {
      const next = toValues(stored);
      reset(next);
      setBase({ values: next, version: stored.version });
      setChanged(false);
    },
    [reset, toValues],
  );

  /** Reads the stored record afresh into the form; false when that failed (a toast says so). */
  const loadNewer = useCallback(async (): Promise<boolean> => {
    if (!reload) return false;
    setReloading(true);
    try {
      load(await reload());
      return true;
    } catch (err) {
      notify.error(`Error fetching ${noun}`, errorMessage(err, 'Please try again.'));
      return false;
    } finally {
      setReloading(false);
    }
  }, [load, noun, reload]);

  /** True (and the notice shown) when `err` says someone else saved a newer version first. */
  const isChangedElsewhere = useCallback(
    (err: unknown): boolean => {
      if (errorCode(err) !== 'CONFLICT' || errorMessage(err, '') !== CHANGED_MSG[noun]) return false;
      setChanged(true);
      return true;
    },
    [noun],
  );

  // The values as submitted: once saved, they are what the form was loaded from (typing during the save stays unsaved).
  const sent = { ...form.values };
  const submitThen = (close: boolean) =>
    form.submit(async (data) => {
      let saved: Saved;
      try {
        saved = await save(data, base.version);
      } catch (err) {
        // Someone else saved first: the editor's text stays in the form, beside the message and its button.
        if (isChangedElsewhere(err)) return;
        if (showErrors(fieldErrors ? fieldErrors(err, data) : serverFieldErrors(err))) focusFirstInvalid(formRef.current);
        notify.error(`Error saving ${noun}`, errorMessage(err, 'Please try again.'));
        return;
      }
      const note = savedNote?.(saved);
      notify.success(editing ? `${Noun} updated` : `${Noun} created`, `Your ${noun} has been successfully ${editing ? 'updated' : 'created'}.${note ? ` ${note}` : ''}`);
      onSaved(saved, close || !editing);
      if (close) navigate(list);
      // The new record's own edit page, in place of the new form's: Back does not open an empty form again.
      else if (!editing) navigate(paths.edit(saved.id), { replace: true });
      else setBase({ values: sent, version: saved.version });
    });

  return {
    ...form,
    base,
    /** Unsaved changes: the values differ from the version loaded. */
    dirty: !sameValues(form.values, base.values),
    load,
    loadNewer,
    /** The form's onSubmit ('Save Post', Enter in a field): saves and stays. */
    submit: submitThen(false),
    /** 'Save and close': saves, then returns to the list. */
    saveAndClose: (e: SyntheticEvent) => submitThen(true)(e),
    isChangedElsewhere,
    /** For FormActions: the 'changed by someone else' notice when shown. */
    changedNotice: changed ? { message: CHANGED_MSG[noun], onLoad: () => void loadNewer(), loading: reloading } : null,
  };
}
