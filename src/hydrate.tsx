import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { loadFormMessages } from './lib/posted-form';
import { makeQueryClient } from './lib/query';
import { trpc } from './lib/trpc';
import { Root } from './Root';
import type { PostedForm } from '@shared/posted-form';
import { splitLocale } from '@shared/locales';

/**
 * Makes the server's page interactive (or renders the admin shell): the query cache from the page's state
 * script, the tRPC client, then React. src/main.tsx calls it once the page's module and language are loaded.
 */
export async function start(): Promise<void> {
  const queryClient = makeQueryClient();
  const stateEl = document.getElementById('__STATE__');
  if (stateEl?.textContent) hydrate(queryClient, superjson.parse<DehydratedState>(stateEl.textContent));

  const trpcClient = trpc.createClient({
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

  // The form this page answers (server/routes/forms.ts), rendered by the server in its state: hydration starts from it.
  const postedEl = document.getElementById('__POSTED__');
  const posted = postedEl?.textContent ? (JSON.parse(postedEl.textContent) as PostedForm) : null;
  // Its messages show from the first render: their translations load first.
  if (posted) await loadFormMessages();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const app = <Root queryClient={queryClient} trpcClient={trpcClient} posted={posted} />;
  // As a transition, hydration runs in slices the browser can interrupt to answer the visitor (Remix does the same).
  if (container.dataset.ssr === 'true') startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
