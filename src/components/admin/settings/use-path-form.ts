import { useCallback, useState } from 'react';
import type { z } from 'zod';

/** A field's address in nested values: 'address.city', 'attorneys.0.text.es.bio'. */
export type FieldPath = string;

/** A text field's props bound to a path of the form (usePathForm's `text`): what InputField and TextAreaField take. */
export interface TextBinding {
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
}

function keyOf(part: string): string | number {
  return /^\d+$/.test(part) ? Number(part) : part;
}

export function getIn(values: unknown, path: FieldPath): unknown {
  let cur: unknown = values;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[keyOf(part)];
  }
  return cur;
}

/** A copy of `values` with the value at `path` replaced (arrays stay arrays). */
export function setIn<V>(values: V, path: FieldPath, value: unknown): V {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return values;
  const key = keyOf(head);
  const current = (values as Record<string | number, unknown>)[key];
  const next = rest.length ? setIn(current, rest.join('.'), value) : value;
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[key as number] = next;
    return copy as V;
  }
  return { ...(values as object), [key]: next } as V;
}

/** Every message of a failed parse, by the path of its field (the first message per field). */
function errorsOf(schema: z.ZodType, values: unknown): Record<FieldPath, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<FieldPath, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    out[path] ??= issue.message;
  }
  return out;
}

/**
 * Form state for nested values (objects and lists) checked against one shared zod schema, as useZodForm
 * does for flat forms: a field is checked when it loses focus, all on submit, and a field showing a message
 * is re-checked as it is edited.
 */
export function usePathForm<V>(schema: z.ZodType<V>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<FieldPath, string>>({});

  const set = useCallback(
    (path: FieldPath, value: unknown) => {
      const next = setIn(values, path, value);
      setValues(next);
      // Re-check the messages already shown at or below this path (a list's own message too).
      const shown = Object.keys(errors).filter((p) => p === path || p.startsWith(`${path}.`) || path.startsWith(`${p}.`));
      if (shown.length === 0) return;
      const fresh = errorsOf(schema, next);
      setErrors((prev) => {
        const merged = { ...prev };
        for (const p of shown) {
          if (fresh[p]) merged[p] = fresh[p];
          else delete merged[p];
        }
        return merged;
      });
    },
    [schema, values, errors],
  );

  const blur = useCallback(
    (path: FieldPath) => {
      const message = errorsOf(schema, values)[path];
      setErrors((prev) => {
        const next = { ...prev };
        if (message) next[path] = message;
        else delete next[path];
        return next;
      });
    },
    [schema, values],
  );

  const validate = useCallback((): V | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(errorsOf(schema, values));
    return null;
  }, [schema, values]);

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Props of a text field bound to `path` (InputField, TextAreaField). */
  const text = (path: FieldPath): TextBinding => ({
    name: path,
    value: String(getIn(values, path) ?? ''),
    onChange: (value: string) => set(path, value),
    onBlur: () => blur(path),
    error: errors[path],
  });

  return { values, errors, set, blur, validate, reset, text, setErrors };
}
