import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { usePublicForm } from '../../../lib/posted-form';
import type { PostedAuth } from '@shared/posted-form';
import { useAuthText } from './shared';

/**
 * The forms' zod schemas load once the page is up (zod would otherwise be a fifth of the page's JavaScript):
 * nothing is validated before a field is left, and submitting waits for them if they are still on their way.
 */
const loadSchemas = () => import('@shared/schemas/auth-forms');
type FormSchemas = Awaited<ReturnType<typeof loadSchemas>>;
type FormName = keyof FormSchemas;
type Errors = Partial<Record<string, string>>;

function useFormSchemas(): FormSchemas | null {
  const [schemas, setSchemas] = useState<FormSchemas | null>(null);
  useEffect(() => {
    let live = true;
    void loadSchemas().then((s) => live && setSchemas(s));
    return () => {
      live = false;
    };
  }, []);
  return schemas;
}

/** First message per field, for the fields the visitor has left (validation on blur). */
function fieldErrors(schema: z.ZodType, values: object, touched: ReadonlySet<string>): Errors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const out: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (touched.has(key) && !out[key]) out[key] = issue.message;
  }
  return out;
}

/**
 * One auth form's state (usePublicForm: values, the server's messages, text typed before the scripts ran),
 * the shared schema's messages for the fields the visitor has left, and `submit`, which validates every field
 * and, when all are valid, runs `onValid` with the button busy meanwhile.
 */
export function useAuthForm<T extends Record<string, string>>(form: FormName, initial: T, answer: PostedAuth | null, onValid: (values: T) => Promise<void>) {
  const { ref, values, set, errors: answered } = usePublicForm<T>(initial, answer && { values: answer.values as Partial<T>, errors: answer.errors });
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(answer?.errors ?? {})));
  const [busy, setBusy] = useState(false);
  /** What the server refused a field with (already in the page's language), until the field changes. */
  const [refused, setRefused] = useState<Errors>({});
  const { msg } = useAuthText();
  const schema = useFormSchemas()?.[form];
  const english = schema ? fieldErrors(schema, values, touched) : {};
  const errors: Errors = {};
  for (const key of new Set([...Object.keys(answered), ...Object.keys(english)])) {
    const message = english[key] ?? answered[key];
    if (message) errors[key] = msg.field(message);
  }
  for (const [key, text] of Object.entries(refused)) if (text && !errors[key]) errors[key] = text;
  const change = (key: keyof T & string) => (v: string) => {
    set(key, v as T[keyof T & string]);
    setRefused((r) => (r[key] ? { ...r, [key]: undefined } : r));
  };
  const blur = (key: keyof T & string) => () => setTouched((t) => new Set(t).add(key));
  return {
    ref,
    values,
    errors,
    busy,
    change,
    blur,
    /** Shows the server's refusal of `key` beside the field (`text` in the page's language) until it changes. */
    fail: (key: keyof T & string, text: string) => setRefused((r) => ({ ...r, [key]: text })),
    /** A field's value, handlers and message, for EmailField and PasswordField. */
    field: (key: keyof T & string) => ({ name: key, value: values[key], onChange: change(key), onBlur: blur(key), error: errors[key] }),
    async submit(e: FormEvent) {
      e.preventDefault();
      setTouched(new Set(Object.keys(values)));
      if (!(await loadSchemas())[form].safeParse(values).success) return;
      setBusy(true);
      try {
        await onValid(values);
      } finally {
        setBusy(false);
      }
    },
  };
}
