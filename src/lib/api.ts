/**
 * The public pages' calls to the server, in @trpc/react-query's shape (`api.posts.list.useQuery(input)`, as the
 * admin area writes `trpc.posts.list.useQuery(input)`) but without @trpc/react-query and the tRPC client in the
 * page's first JavaScript (decisions 0013, 0025, 0032): a page the server rendered has its data in the query cache
 * already (src/entry-server.tsx prefetches it), so the tRPC client, its links and superjson
 * (src/lib/trpc-client.ts) load with the first call, or when the browser is idle after hydration.
 *
 * Typed from the router: a procedure is a property, so a misspelt or removed one fails to compile, an editor's
 * rename and find-references follow it, and a query has only the query's methods (`useQuery`,
 * `useSuspenseQuery`, `query`), a mutation only `mutate`.
 *
 * The query keys are @trpc/react-query's (`[['posts', 'list'], { input, type: 'query' }]`): the server's
 * prefetch (createServerSideHelpers) fills the cache under them, and the admin area reads and invalidates the
 * same entries (tests/unit/api-keys.test.ts).
 */
import { useQuery, useSuspenseQuery, type QueryKey, type UseQueryOptions, type UseQueryResult, type UseSuspenseQueryResult } from '@tanstack/react-query';
import type { AnyProcedure, inferProcedureInput, inferProcedureOutput, TRPCRouterRecord as RouterRecord } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';

/** Calls a procedure: in the browser through the tRPC client (loaded on first use), on the server never. */
export type ApiCall = (type: 'query' | 'mutation', path: string, input: unknown) => Promise<unknown>;

/**
 * The server renders from the cache it prefetched (src/entry-server.tsx) and never calls: a query it did not
 * prefetch fails its render. The browser sets its own (src/hydrate.tsx) before the first render.
 */
let call: ApiCall = (_type, path) => Promise.reject(new Error(`${path} was not prefetched for server rendering`));
export function setApiCall(browserCall: ApiCall): void {
  call = browserCall;
}

type QueryOptions<O> = Omit<UseQueryOptions<O, Error, O>, 'queryKey' | 'queryFn'>;

/** What the page can do with a query procedure in a component. */
export interface QueryHooks<I, O> {
  /** Its data, from the cache when the server sent it with the page. */
  useQuery(input: I, opts?: QueryOptions<O>): UseQueryResult<O, Error>;
  /** The same, suspending until the data is there (a server-rendered page has it already): `[data, query]`. */
  useSuspenseQuery(input: I, opts?: { staleTime?: number }): [O, UseSuspenseQueryResult<O, Error>];
  /** @trpc/react-query's key of its query with this input (what the server's prefetch fills and `invalidateQueries` matches). */
  queryKey(input?: I): QueryKey;
}

type Input<P extends AnyProcedure> = inferProcedureInput<P>;
type Output<P extends AnyProcedure> = inferProcedureOutput<P>;
type Kind<P extends AnyProcedure> = P['_def']['type'];

/** The router as hooks: a query's QueryHooks; mutations are called through apiClient. */
type HooksOf<R extends RouterRecord> = {
  [K in keyof R]: R[K] extends AnyProcedure ? (Kind<R[K]> extends 'query' ? QueryHooks<Input<R[K]>, Output<R[K]>> : never) : R[K] extends RouterRecord ? HooksOf<R[K]> : never;
};
/** The router as calls, for event handlers: `apiClient.contact.submit.mutate(input)`, `apiClient.booking.page.query(input)`. */
type ClientOf<R extends RouterRecord> = {
  [K in keyof R]: R[K] extends AnyProcedure
    ? Kind<R[K]> extends 'query'
      ? { query(input: Input<R[K]>): Promise<Output<R[K]>> }
      : Kind<R[K]> extends 'mutation'
        ? { mutate(input: Input<R[K]>): Promise<Output<R[K]>> }
        : never
    : R[K] extends RouterRecord
      ? ClientOf<R[K]>
      : never;
};
type Routes = AppRouter['_def']['record'];
export type ApiClient = ClientOf<Routes>;

/**
 * A function at every path (`api.posts.list.useQuery`) that, called, hands its path and arguments to `onCall`:
 * the procedure's path is every segment but the last, the method's name the last.
 */
function pathProxy(onCall: (path: string, method: string, args: unknown[]) => unknown, segments: string[] = []): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => pathProxy(onCall, [...segments, key as string]),
    apply: (_target, _this, args: unknown[]) => onCall(segments.slice(0, -1).join('.'), segments[segments.length - 1] as string, args),
  });
}

const queryKey = (path: string, input?: unknown): QueryKey => [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];

function useProcedureQuery(path: string, input: unknown, opts?: object): UseQueryResult<unknown, Error> {
  return useQuery({ ...opts, queryKey: queryKey(path, input), queryFn: () => call('query', path, input) });
}

function useProcedureSuspenseQuery(path: string, input: unknown, opts?: object): [unknown, UseSuspenseQueryResult<unknown, Error>] {
  const query = useSuspenseQuery({ ...opts, queryKey: queryKey(path, input), queryFn: () => call('query', path, input) });
  return [query.data, query];
}

const methods: { [M in keyof QueryHooks<unknown, unknown>]: (path: string, input: unknown, opts?: object) => unknown } = {
  useQuery: useProcedureQuery,
  useSuspenseQuery: useProcedureSuspenseQuery,
  queryKey,
};

/** The public pages' queries: `api.posts.list.useQuery(input)`, `api.auth.me.queryKey()`. */
export const api = pathProxy((path, method, args) => {
  // A method the procedure does not have is refused by the compiler (and here is not a function: a TypeError).
  return methods[method as keyof typeof methods](path, args[0], args[1] as object | undefined);
}) as HooksOf<Routes>;

/** Calls from event handlers: `await apiClient.contact.submit.mutate(input)`. */
export const apiClient = pathProxy((path, method, args) => {
  return call(method === 'mutate' ? 'mutation' : 'query', path, args[0]);
}) as ApiClient;

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
