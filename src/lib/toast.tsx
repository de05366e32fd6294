import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';
import { isApiError } from './api';
import { TOAST_AUTO_CLOSE_MS, UNEXPECTED } from '@shared/constants';

/**
 * react-toastify and its stylesheet load with the first toast, not with every page (decision 0013): most
 * visits never show one. Until then <Toaster /> renders nothing.
 */
const loadToastify = () => import('./toastify');
let wanted = false;
const listeners = new Set<() => void>();

const ToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/** Decision 0018: bottom-right, ~5 s, one at a time, Alt+T focuses (the default hot key), swipe dismisses. */
export function Toaster() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={1} draggable newestOnTop />
    </Suspense>
  );
}

function Body({ title, text }: { title: string; text?: string | undefined }) {
  return (
    <div>
      <strong>{title}</strong>
      {text ? <div>{text}</div> : null}
    </div>
  );
}

/**
 * One toast at a time (decision 0018), and the newest wins: an older message is dismissed rather
 * than making the answer to what the visitor just did wait in a queue. A toast shown before the container
 * has mounted waits in react-toastify's queue and appears when it does.
 */
function show(kind: 'success' | 'info' | 'error', title: string, text?: string, opts?: ToastOptions) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToastify().then(({ toast }) => {
    toast.clearWaitingQueue();
    toast.dismiss();
    toast[kind](<Body title={title} text={text} />, opts);
  });
}

/** Toasts with the spec's title / description pairs (section 8). */
export const notify = {
  success: (title: string, text?: string, opts?: ToastOptions) => show('success', title, text, opts),
  info: (title: string, text?: string, opts?: ToastOptions) => show('info', title, text, opts),
  error: (title: string, text?: string, opts?: ToastOptions) => show('error', title, text, opts),
};

export { UNEXPECTED };

/**
 * The service's message when it sent one; `fallback` when it answered without one; the spec's
 * 'An unexpected error occurred' when the call never got an answer (network failure, exception).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (isApiError(err)) {
    if (!err.data) return UNEXPECTED;
    return err.message || fallback;
  }
  return UNEXPECTED;
}

export function errorCode(err: unknown): string | undefined {
  return isApiError(err) ? (err.data as { code?: string } | undefined)?.code : undefined;
}
