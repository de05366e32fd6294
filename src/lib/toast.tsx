import { TRPCClientError } from '@trpc/client';
import { toast, type ToastOptions } from 'react-toastify';

function Body({ title, text }: { title: string; text?: string | undefined }) {
  return (
    <div>
      <strong>{title}</strong>
      {text ? <div>{text}</div> : null}
    </div>
  );
}

/**
 * One toast at a time (spec section 9), and the newest wins: an older message is dismissed rather
 * than making the answer to what the visitor just did wait in a queue.
 */
function show(kind: 'success' | 'info' | 'error', title: string, text?: string, opts?: ToastOptions) {
  toast.clearWaitingQueue();
  toast.dismiss();
  return toast[kind](<Body title={title} text={text} />, opts);
}

/** Toasts with the spec's title / description pairs (section 8). */
export const notify = {
  success: (title: string, text?: string, opts?: ToastOptions) => show('success', title, text, opts),
  info: (title: string, text?: string, opts?: ToastOptions) => show('info', title, text, opts),
  error: (title: string, text?: string, opts?: ToastOptions) => show('error', title, text, opts),
};

export const UNEXPECTED = 'An unexpected error occurred';

/**
 * The service's message when it sent one; `fallback` when it answered without one; the spec's
 * 'An unexpected error occurred' when the call never got an answer (network failure, exception).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof TRPCClientError) {
    if (!err.data) return UNEXPECTED;
    return err.message || fallback;
  }
  return UNEXPECTED;
}

export function errorCode(err: unknown): string | undefined {
  return err instanceof TRPCClientError ? (err.data as { code?: string } | undefined)?.code : undefined;
}
