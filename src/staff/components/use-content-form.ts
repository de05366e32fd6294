import { useCallback, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { errorCode, errorMessage, notify } from '../../lib/toast';
import { CHANGED_MSG } from '@shared/schemas/posts';
import type { TranslatedItem } from './translations';
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

interface ContentFormOptions<V, Out, Stored> {
  noun: ContentNoun;
  schema: z.ZodType<Out>;
  /** The editor's props: the values, version and reload it was opened with (an id when it edits). */
  editor: ContentEditorProps<V, Stored>;
  toValues(stored: Stored): V;
  /** Creates or updates; `version` is the one the form was loaded at. */
  save(data: Out, version: number): Promise<unknown>;
  /** After a successful save and its toast: invalidate lists, leave the form. */
  onSaved(data: Out): void;
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
 */
export function useContentForm<V extends FieldValues, Out, Stored extends { version: number }>(opts: ContentFormOptions<V, Out, Stored>) {
  const { noun, schema, editor, toValues, save, onSaved, fieldErrors } = opts;
  const { initial, version = 1, reload } = editor;
  const editing = editor.id !== undefined;
  const form = useAdminForm(schema, initial);
  const { reset, showErrors, formRef } = form;
  // What the form was loaded from; replaced only when the editor loads a newer version (or restores one).
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

  const submit = form.submit(async (data) => {
    try {
      await save(data, base.version);
      notify.success(editing ? `${Noun} updated` : `${Noun} created`, `Your ${noun} has been successfully ${editing ? 'updated' : 'created'}.`);
      onSaved(data);
    } catch (err) {
      // Someone else saved first: the editor's text stays in the form, beside the message and its button.
      if (isChangedElsewhere(err)) return;
      if (showErrors(fieldErrors ? fieldErrors(err, data) : serverFieldErrors(err))) focusFirstInvalid(formRef.current);
      notify.error(`Error saving ${noun}`, errorMessage(err, 'Please try again.'));
    }
  });

  return {
    ...form,
    base,
    /** Unsaved changes: the values differ from the version loaded. */
    dirty: !sameValues(form.values, base.values),
    load,
    loadNewer,
    submit,
    isChangedElsewhere,
    /** For FormActions: the 'changed by someone else' notice when shown. */
    changedNotice: changed ? { message: CHANGED_MSG[noun], onLoad: () => void loadNewer(), loading: reloading } : null,
  };
}
