import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { ToastContainer } from 'react-toastify';
import { Router } from 'wouter';
import type { SsrContext } from 'wouter';
import type { AppRouter } from '../server/trpc/router';
import { App } from './App';
import { AuthProvider } from './lib/auth-context';
import { HeadProvider, type HeadCollector } from './lib/head';
import { trpc } from './lib/trpc';
import { TOAST_AUTO_CLOSE_MS } from './shared/constants';

export interface RootProps {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  ssr?: { path: string; search: string; context: SsrContext; head: HeadCollector };
}

/** The same tree renders on the server and hydrates in the browser. */
export function Root({ queryClient, trpcClient, ssr }: RootProps) {
  const tree = (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssr?.path} ssrSearch={ssr?.search} ssrContext={ssr?.context}>
          <Theme accentColor="indigo" grayColor="slate" radius="medium" scaling="100%">
            <AuthProvider>
              <App />
            </AuthProvider>
            {/* Spec section 9: bottom-right, ~5 s, one at a time, Alt+T focuses (the default hot key), swipe dismisses. */}
            <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={1} draggable newestOnTop />
          </Theme>
        </Router>
      </QueryClientProvider>
    </trpc.Provider>
  );
  return ssr ? <HeadProvider collector={ssr.head}>{tree}</HeadProvider> : tree;
}
