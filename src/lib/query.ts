import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from '@shared/constants';

/** Decision 0018: failed reads retry 3 times, backoff from 1 s capped at 30 s; cache discarded after 5 min. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failures < QUERY_RETRIES;
        },
        retryDelay: (attempt) => Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS),
        gcTime: QUERY_GC_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
