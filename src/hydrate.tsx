import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setApiCall } from './lib/api';
import { parsePageState } from './lib/page-state';
import { loadFormMessages } from './lib/posted-form';
import { makeQueryClient } from './lib/query';
import { Root } from './Root';
import type { PostedForm } from '@shared/posted-form';

/** The tRPC client and what it brings (links, superjson) load with the first call, not with the page (src/lib/api.ts). */
const loadClient = () => import('./lib/trpc-client');

/**
 * Makes the server's page interactive (or renders the admin shell): the query cache from the page's state
 * script, then React. src/main.tsx calls it once the page's module and language are loaded.
 */
export async function start(): Promise<void> {
  setApiCall((type, path, input) => loadClient().then((m) => m.call(type, path, input)));
  const queryClient = makeQueryClient();
  const stateEl = document.getElementById('__STATE__');
  if (stateEl?.textContent) hydrate(queryClient, await parsePageState<DehydratedState>(stateEl.textContent));

  // The form this page answers (server/routes/forms.ts), rendered by the server in its state: hydration starts from it.
  const postedEl = document.getElementById('__POSTED__');
  const posted = postedEl?.textContent ? (JSON.parse(postedEl.textContent) as PostedForm) : null;
  // Its messages show from the first render: their translations load first.
  if (posted) await loadFormMessages();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const app = <Root queryClient={queryClient} posted={posted} />;
  // As a transition, hydration runs in slices the browser can interrupt to answer the visitor (Remix does the same).
  if (container.dataset.ssr === 'true') startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // The client for the visitor's first call (a form sent, the chat opened), once the browser has nothing else to do.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000));
  idle(() => void loadClient().catch(() => undefined));
}
