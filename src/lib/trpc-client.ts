import { createTRPCClient, getUntypedClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/router';
import { splitLocale } from '@shared/locales';

/**
 * The browser's tRPC client: not in a page's first JavaScript (src/lib/api.ts loads it with the first call, or
 * when the browser is idle after hydration); the admin area imports it with its chunk (src/staff/AdminRoot.tsx).
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    // Live chat streams (decision 0021) over Server-Sent Events; queries and mutations batched as before.
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc', transformer: superjson }),
      false: httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        // The server refuses a batch of more than 10 calls (server/trpc/trpc.ts MAX_BATCH_SIZE).
        maxItems: 10,
        headers: () => ({ 'x-locale': splitLocale(window.location.pathname).locale }),
      }),
    }),
  ],
});

const untyped = getUntypedClient(trpcClient);

/** The server's transformer, also for the page's state when src/lib/page-state.ts cannot read it alone. */
export { superjson };

/** A query or mutation by its path, for src/lib/api.ts. */
export function call(type: 'query' | 'mutation', path: string, input: unknown): Promise<unknown> {
  return untyped[type](path, input);
}
