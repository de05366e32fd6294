import { TRPCClientError } from '@trpc/client';
import { useCallback, useState } from 'react';
import { z } from 'zod';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;
/** A text field's props as useZodForm's field() makes them (InputField, TextAreaField). */
export interface BoundField {
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
}

/** The fields of V that hold text. */
export type TextKeys<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/** First message per field of a failed parse (the shared schemas carry the spec's messages). */
function fieldErrorsOf<V>(schema: z.ZodType, values: V): FieldErrors<V> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const fields = z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>;
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields)) if (messages?.[0]) out[key] = messages[0];
  return out as FieldErrors<V>;
}

/** Field errors the server sent with a failed mutation (tRPC error formatter: `data.zodError.fieldErrors`). */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof TRPCClientError)) return {};
  const fields = (err.data as { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null } | undefined)?.zodError?.fieldErrors;
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) if (messages?.[0]) out[key] = messages[0];
  return out;
}

/**
 * Form state checked against one shared zod schema: a field is checked when it loses focus, every
 * field on submit, and a field showing an error is re-checked as it is edited so the message goes
 * away as soon as the value is right.
 */
export function useZodForm<V extends Record<string, unknown>, Out>(schema: z.ZodType<Out>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const update = useCallback(
    (patch: Partial<V>) => {
      const next = { ...values, ...patch };
      setValues(next);
      const shown = (Object.keys(patch) as (keyof V & string)[]).filter((k) => errors[k]);
      if (shown.length === 0) return;
      const fresh = fieldErrorsOf(schema, next);
      setErrors((prev) => {
        const merged = { ...prev };
        for (const k of shown) merged[k] = fresh[k];
        return merged;
      });
    },
    [schema, values, errors],
  );

  const blur = useCallback(
    (name: keyof V & string) => {
      setErrors((prev) => ({ ...prev, [name]: fieldErrorsOf(schema, values)[name] }));
    },
    [schema, values],
  );

  /** The parsed values when every field is valid; otherwise null, with every message shown. */
  const validate = useCallback((): Out | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorsOf(schema, values));
    return null;
  }, [schema, values]);

  /** Shows field messages beside their fields (e.g. the server's); true when there were any. */
  const showErrors = useCallback((fields: Record<string, string>): boolean => {
    if (Object.keys(fields).length === 0) return false;
    setErrors((prev) => ({ ...prev, ...fields }));
    return true;
  }, []);

  /** Replaces every value (e.g. with a newer version loaded from the server) and clears the messages. */
  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  /** The props of a text field bound to `name` (InputField, TextAreaField): value, change, blur and message. */
  const field = <K extends TextKeys<V>>(name: K): BoundField => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => update({ [name]: value } as Partial<V>),
    onBlur: () => blur(name),
    error: errors[name],
  });

  return { values, errors, update, blur, validate, showErrors, reset, field };
}

/** Moves focus to the first field marked invalid inside `root`, once React has rendered the messages. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
