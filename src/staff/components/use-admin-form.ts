import { zodResolver } from '@hookform/resolvers/zod';
import { TRPCClientError } from '@trpc/client';
import { useRef, type FormEvent } from 'react';
import { get, useForm, useWatch, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { BoundFieldProps } from '../../ui/forms/field-props';

/** Messages by the path of their field ('title', 'address.city', 'attorneys.0.text.es.bio'); '' is the whole form's. */
export type FieldErrors = Partial<Record<string, string>>;

/** A text field's props as the form's field() makes them: what InputField and TextAreaField take. */
export interface BoundField extends BoundFieldProps {
  onBlur(): void;
}

/**
 * react-hook-form keeps its errors nested like the values ({ attorneys: [{ name: { message } }] }, a list's own
 * message under `root`); the fields here look theirs up by path, so they are flattened once per render.
 */
function flatten(node: unknown, path: string, out: FieldErrors): FieldErrors {
  if (typeof node !== 'object' || node === null) return out;
  // An error is { type, message, ref }; anything else is a level of the values, whose keys may be any names ('type' too).
  const { message, type } = node as { message?: unknown; type?: unknown };
  const leaf = typeof message === 'string' && typeof type === 'string';
  if (leaf && typeof message === 'string' && message) out[path] ??= message;
  for (const [key, child] of Object.entries(node)) {
    // A list's own message may carry its items' messages beside its own.
    if (leaf && (key === 'message' || key === 'type' || key === 'ref' || key === 'types')) continue;
    flatten(child, key === 'root' ? path : path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** Field errors the server sent with a failed mutation (tRPC error formatter: `data.zodError.fieldErrors`). */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof TRPCClientError)) return {};
  const fields = (err.data as { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null } | undefined)?.zodError?.fieldErrors;
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) if (messages?.[0]) out[key] = messages[0];
  return out;
}

/** Moves focus to the first field marked invalid inside `root`, once React has rendered the messages. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

interface AdminFormOptions {
  /**
   * 'submit': nothing is checked before the first submit, after which every change re-checks the whole form
   * (the Change Password dialog, whose rules span its fields). By default a field is checked when it loses
   * focus and re-checked while it shows a message.
   */
  check?: 'blur' | 'submit';
}

/**
 * The admin forms' state, held by react-hook-form and checked with the shared zod schema (zodResolver): a
 * field is checked when it loses focus, every field on submit (the first invalid one focused), and a field
 * showing a message is re-checked as it is edited, so the message goes away as soon as the value is right.
 * `submit(onValid)` gives the form's onSubmit; `saving` is true while onValid runs.
 */
export function useAdminForm<V extends FieldValues, Out>(schema: z.ZodType<Out>, initial: V, options: AdminFormOptions = {}) {
  // The forms' values are not the schema's input type to the letter (dates, '' for "none"): the schema decides.
  const resolver = zodResolver(schema as z.ZodType<Out, V>) as Resolver<V, unknown, Out>;
  const form = useForm<V, unknown, Out>({ resolver, defaultValues: initial as DefaultValues<V>, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { control, formState, setValue, trigger, setError, handleSubmit } = form;
  const values = useWatch({ control }) as V;
  const errors = flatten(formState.errors, '', {});
  const formRef = useRef<HTMLFormElement>(null);
  const saving = formState.isSubmitting;
  // Read by the handlers between renders: a second click before React re-renders, a change right after a submit.
  const busy = useRef(false);
  const submitted = useRef(false);
  const onSubmitOnly = options.check === 'submit';

  /**
   * After a change at `path`: re-checks the messages shown at, below or above it (a list's own message too),
   * so a fixed value stops complaining; nothing new appears before the field is left.
   */
  const recheck = (path: string) => {
    if (onSubmitOnly) {
      if (submitted.current) void trigger();
      return;
    }
    const shown = Object.keys(errors).filter((p) => p === path || p.startsWith(`${path}.`) || path.startsWith(`${p}.`));
    if (shown.length > 0) void trigger(shown as Path<V>[]);
  };

  const set = <P extends Path<V>>(path: P, value: PathValue<V, P>) => {
    setValue(path, value, { shouldDirty: true });
    recheck(path);
  };

  /** Several fields at once (the title and the slug that follows it, a restored draft). */
  const update = (patch: Partial<V>) => {
    for (const [key, value] of Object.entries(patch)) set(key as Path<V>, value as PathValue<V, Path<V>>);
  };

  const blur = (path: Path<V>) => {
    if (!onSubmitOnly) void trigger(path);
  };

  /** The props of a text field bound to `path` (InputField, TextAreaField): value, change, blur and message. */
  const field = (path: Path<V>): BoundField => ({
    name: path,
    value: String((get(values, path) as unknown) ?? ''),
    onChange: (value: string) => set(path, value as PathValue<V, Path<V>>),
    onBlur: () => blur(path),
    error: errors[path],
  });

  /** Shows messages beside their fields (e.g. the server's; '' for the whole form); true when there were any. */
  const showErrors = (fields: Record<string, string>): boolean => {
    const entries = Object.entries(fields);
    for (const [path, message] of entries) setError(path as Path<V>, { type: 'server', message });
    return entries.length > 0;
  };

  /** The form's onSubmit: every field checked, then `onValid` with the parsed values, once at a time. */
  const submit =
    (onValid: (data: Out) => Promise<void>) =>
    (e: FormEvent): void => {
      e.preventDefault();
      if (busy.current) return;
      busy.current = true;
      submitted.current = true;
      void handleSubmit(onValid, () => focusFirstInvalid(formRef.current))(e).finally(() => {
        busy.current = false;
      });
    };

  /** Replaces every value (e.g. with a newer version loaded from the server) and clears the messages. */
  const reset = (next: V) => {
    submitted.current = false;
    form.reset(next);
  };

  return { control, values, errors, set, update, blur, recheck, field, showErrors, submit, saving, reset, formRef };
}
