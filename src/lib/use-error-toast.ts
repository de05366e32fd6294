import { useEffect } from 'react';
import { errorMessage, notify } from './toast';

/** Shows a destructive toast with the service's message once per failure (decision 0015). */
export function useErrorToast(error: unknown, title: string, onError?: () => void): void {
  useEffect(() => {
    if (!error) return;
    notify.error(title, errorMessage(error, 'Please try again.'));
    onError?.();
    // Fires for each new error object only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
