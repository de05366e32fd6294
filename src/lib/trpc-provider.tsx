import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc } from './trpc';
import { trpcClient } from './trpc-client';

/**
 * @trpc/react-query's typed hooks (`trpc.x.y.useQuery`, `trpc.useUtils()`) for the lazy chunks that use them: the
 * admin area and the chat panel. They share the page's query cache, whose keys src/lib/api.ts writes the same way
 * for the public pages' first JavaScript, where @trpc/react-query would weigh 13.5 KiB gzip more (decision 0025).
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}
