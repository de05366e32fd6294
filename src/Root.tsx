import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Router } from 'wouter';
import type { SsrContext } from 'wouter';
import { App } from './App';
import { AuthProvider } from './lib/auth-context';
import { HeadProvider, type HeadCollector } from './lib/head';
import { PostedFormProvider } from './lib/posted-form';
import { Toaster } from './lib/toast';
import type { PostedForm } from '@shared/posted-form';
import { ThemeRoot } from './theme';

export interface RootProps {
  queryClient: QueryClient;
  ssr?: { path: string; search: string; context: SsrContext; head: HeadCollector };
  /** The form the server answered, when the page is that answer (src/shared/posted-form.ts). */
  posted?: PostedForm | null;
}

/** The same tree renders on the server and hydrates in the browser. */
export function Root({ queryClient, ssr, posted = null }: RootProps) {
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssr?.path} ssrSearch={ssr?.search} ssrContext={ssr?.context}>
        <ThemeRoot>
          {/*
            A boundary around the page: React hydrates what is inside a server-rendered boundary in small
            slices, between which the browser can answer the visitor, instead of in one long task.
          */}
          <Suspense fallback={null}>
            <AuthProvider>
              <PostedFormProvider posted={posted}>
                <App />
              </PostedFormProvider>
            </AuthProvider>
          </Suspense>
          <Toaster />
        </ThemeRoot>
      </Router>
    </QueryClientProvider>
  );
  return ssr ? <HeadProvider collector={ssr.head}>{tree}</HeadProvider> : tree;
}
