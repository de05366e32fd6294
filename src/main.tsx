import './lib/zod-config';
import './styles/radix-public.css';
import './styles.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { loadLocaleAsync } from './i18n/i18n-util.async';
import { makeQueryClient } from './lib/query';
import { loadPageFor } from './page-loader';
import { trpc } from './lib/trpc';
import { Root } from './Root';
import { isClientOnly } from './route-manifest';
import { splitLocale } from './shared/locales';

async function start() {
  const queryClient = makeQueryClient();
  const stateEl = document.getElementById('__STATE__');
  if (stateEl?.textContent) hydrate(queryClient, superjson.parse<DehydratedState>(stateEl.textContent));

  const trpcClient = trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        // The server refuses a batch of more than 10 calls (server/trpc/trpc.ts MAX_BATCH_SIZE).
        maxItems: 10,
        headers: () => ({ 'x-locale': splitLocale(window.location.pathname).locale }),
      }),
    ],
  });

  // The page's chunk and its language, before hydrating: the first render then matches the server's HTML.
  // (The server's modulepreload links have usually fetched both already.) An admin address loads its own chunk.
  await Promise.all([loadLocaleAsync(splitLocale(window.location.pathname).locale), isClientOnly(window.location.pathname) ? null : loadPageFor(window.location.pathname)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const app = <Root queryClient={queryClient} trpcClient={trpcClient} />;
  if (container.dataset.ssr === 'true') hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
