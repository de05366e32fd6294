import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PostedForm } from '@shared/posted-form';
import type * as FormMessages from './form-messages';

/**
 * The state of a form the server answered (src/shared/posted-form.ts): read once, as the initial state of the
 * form it belongs to, then forgotten, so that leaving the page and coming back shows a fresh form.
 */
interface Holder {
  current: PostedForm | null;
}

const PostedContext = createContext<Holder>({ current: null });

export function PostedFormProvider({ posted, children }: { posted: PostedForm | null; children: ReactNode }) {
  const holder = useRef<Holder>({ current: posted });
  return <PostedContext.Provider value={holder.current}>{children}</PostedContext.Provider>;
}

/**
 * The answered state of the form `kind`, if the page was rendered with one. The same on the server and in the
 * first render of the browser (hydration); forgotten once the form has mounted.
 */
export function usePostedForm<K extends PostedForm['form']>(kind: K): Extract<PostedForm, { form: K }> | null {
  const holder = useContext(PostedContext);
  const current = holder.current;
  const first = useRef(current?.form === kind ? (current as Extract<PostedForm, { form: K }>) : null);
  // Every form of the page has read it during this first render; effects run after.
  useEffect(() => {
    holder.current = null;
  }, [holder]);
  return first.current;
}

// useLayoutEffect warns on the server; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type Value = string | boolean;
export type PublicErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * The state of a public form (the contact form, the sign-in page's steps): its values and the messages beside
 * its fields, each until its field changes. A form the server answered (usePostedForm) starts with what was
 * sent and the server's messages, so hydration matches the server's HTML. No form library: the home page
 * carries the contact form within its JavaScript budget (bench/budget.json), so the hook lives here, in a
 * chunk the page loads anyway.
 *
 * What was typed (or ticked) into the server-rendered form before the scripts ran is kept: React keeps the
 * text in the field while hydrating but not in its state, so the next render would erase it. Right after
 * hydration, each named field of `ref`'s form whose value differs from the one the server rendered is set.
 */
export function usePublicForm<V extends Record<string, Value>>(initial: V, answer: { values?: Partial<V> | undefined; errors?: PublicErrors<V> | undefined } | null) {
  const [values, setValues] = useState<V>(() => ({ ...initial, ...answer?.values }));
  const [errors, setErrors] = useState<PublicErrors<V>>(() => answer?.errors ?? {});
  const ref = useRef<HTMLFormElement>(null);
  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  useBrowserLayoutEffect(() => {
    for (const field of Array.from(ref.current?.elements ?? [])) {
      // Hidden fields and buttons never differ from what the server rendered; unknown names are not the form's.
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !(field.name in initial)) continue;
      const box = field instanceof HTMLInputElement && field.type === 'checkbox';
      if (box ? field.checked !== field.defaultChecked : field.value !== field.defaultValue) set(field.name, (box ? field.checked : field.value) as V[keyof V & string]);
    }
    // Once, right after hydration (`set` only calls state setters, so the first render's is as good as any).
  }, []);
  return { ref, values, set, setValues, errors, setErrors };
}

/**
 * A message for a whole form, above its fields: an error the server answered with (role="alert"), or what a
 * success did (role="status"). Plain HTML and CSS (.form-alert), so the home page's contact form carries no
 * extra component code.
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert--${tone}`}>
      {children}
    </div>
  );
}

/**
 * The contact form's message translations (src/lib/form-messages.ts) load only when a message is to be shown:
 * the home page, which carries the form, stays within its JavaScript budget (bench/budget.json). The server
 * loads them before rendering, the browser before hydrating a page the server rendered with a form's answer
 * (src/hydrate.tsx) and before showing a refusal; until then `formMessages()` is null.
 */
let messages: typeof FormMessages | null = null;

export function loadFormMessages(): Promise<typeof FormMessages> {
  return import('./form-messages').then((m) => (messages = m));
}

export function formMessages(): typeof FormMessages | null {
  return messages;
}
