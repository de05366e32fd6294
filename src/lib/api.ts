/**
 * The public pages' calls to the server (tRPC procedures) through React Query, without @trpc/react-query and
 * without the tRPC client in the page's first JavaScript (decision 0013): a page the server rendered has its
 * data in the query cache already (src/entry-server.tsx prefetches it), so the tRPC client, its links and
 * superjson (src/lib/trpc-client.ts) load with the first call, or when the browser is idle after hydration.
 *
 * The query keys are @trpc/react-query's (`[['posts', 'list'], { input, type: 'query' }]`): the server's
 * prefetch (createServerSideHelpers) fills the cache under them, and the admin area, which uses
 * @trpc/react-query (src/lib/trpc.ts), reads and invalidates the same entries.
 */
import { useQuery, useSuspenseQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
/** A procedure's path: `'posts.list'`. */
export type ApiPath = { [R in keyof Outputs & string]: `${R}.${keyof Outputs[R] & string}` }[keyof Outputs & string];
type At<T, P extends string> = P extends `${infer R}.${infer N}` ? (R extends keyof T ? (N extends keyof T[R] ? T[R][N] : never) : never) : never;
export type ApiInput<P extends ApiPath> = At<Inputs, P>;
export type ApiOutput<P extends ApiPath> = At<Outputs, P>;

/** Calls a procedure: in the browser through the tRPC client (loaded on first use), on the server never. */
export type ApiCall = (type: 'query' | 'mutation', path: string, input: unknown) => Promise<unknown>;

const ApiContext = createContext<ApiCall | null>(null);
export const ApiProvider = ApiContext.Provider;

function useApiCall(): ApiCall {
  const call = useContext(ApiContext);
  if (!call) throw new Error('useApi needs <ApiProvider>');
  return call;
}

/** @trpc/react-query's key of a query (its getQueryKey), so both read and write the same cache entries. */
export function apiKey(path: ApiPath, input?: unknown): readonly unknown[] {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

/** The key of every query of a procedure, whatever its input (what @trpc/react-query's `invalidate()` matches). */
export function apiPathKey(path: ApiPath): readonly unknown[] {
  return [path.split('.')];
}

type QueryOpts<P extends ApiPath> = Omit<UseQueryOptions<ApiOutput<P>, Error, ApiOutput<P>>, 'queryKey' | 'queryFn'>;

/** A query procedure's data, from the cache when the server sent it with the page. */
export function useApiQuery<P extends ApiPath>(path: P, input: ApiInput<P>, opts?: QueryOpts<P>): UseQueryResult<ApiOutput<P>, Error> {
  const call = useApiCall();
  return useQuery({ ...opts, queryKey: apiKey(path, input), queryFn: () => call('query', path, input) as Promise<ApiOutput<P>> });
}

/** The same, suspending until the data is there (a server-rendered page has it already). */
export function useApiSuspenseQuery<P extends ApiPath>(path: P, input: ApiInput<P>, opts?: { staleTime?: number }): ApiOutput<P> {
  const call = useApiCall();
  return useSuspenseQuery({ ...opts, queryKey: apiKey(path, input), queryFn: () => call('query', path, input) as Promise<ApiOutput<P>> }).data;
}

/** Mutations (and one-off queries), called from event handlers: `const api = useApi(); await api.mutate('contact.submit', input)`. */
export function useApi(): {
  mutate<P extends ApiPath>(path: P, input: ApiInput<P>): Promise<ApiOutput<P>>;
  query<P extends ApiPath>(path: P, input: ApiInput<P>): Promise<ApiOutput<P>>;
} {
  const call = useApiCall();
  return useMemo(
    () => ({
      mutate: <P extends ApiPath>(path: P, input: ApiInput<P>) => call('mutation', path, input) as Promise<ApiOutput<P>>,
      query: <P extends ApiPath>(path: P, input: ApiInput<P>) => call('query', path, input) as Promise<ApiOutput<P>>,
    }),
    [call],
  );
}

/**
 * A failed call's error as the tRPC client makes it (TRPCClientError), told by its name so that this module
 * need not load the client: `data` is the server's error data (code, httpStatus, domain), absent when the
 * call never got an answer.
 */
export interface ApiError extends Error {
  data?: unknown;
}
export function isApiError(err: unknown): err is ApiError {
  return err instanceof Error && err.name === 'TRPCClientError';
}
