import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { PostedForm } from '../shared/posted-form';

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
  useEffect(() => {
    if (first.current && holder.current === first.current) holder.current = null;
  }, [holder]);
  return first.current;
}

// useLayoutEffect warns on the server; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * What was typed (or ticked) into the server-rendered form before the scripts ran: React keeps the text in the
 * field while hydrating but not in its state, so the next render would erase it. Right after hydration, each
 * named field whose value differs from the one the server rendered hands its value to `keep`.
 */
export function useKeepTyped(form: RefObject<HTMLFormElement | null>, keep: (name: string, value: string | boolean) => void): void {
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useBrowserLayoutEffect(() => {
    const el = form.current;
    if (!el) return;
    for (const field of Array.from(el.elements)) {
      if (field instanceof HTMLInputElement) {
        if (!field.name || field.type === 'hidden' || field.type === 'submit') continue;
        if (field.type === 'checkbox') {
          if (field.checked !== field.defaultChecked) keepRef.current(field.name, field.checked);
        } else if (field.value !== field.defaultValue) {
          keepRef.current(field.name, field.value);
        }
      } else if (field instanceof HTMLTextAreaElement && field.name && field.value !== field.defaultValue) {
        keepRef.current(field.name, field.value);
      }
    }
  }, [form]);
}
