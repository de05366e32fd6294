import { Theme } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import AdminApp from './pages/AdminApp';
import { trpc } from '../lib/trpc';
import { trpcClient } from '../lib/trpc-client';
import { THEME } from '../theme';

/**
 * The admin area inside Radix Themes' own `Theme`: its dialogs, menus and tooltips read the theme from it
 * (and its tooltip provider). Public pages use only the theme's attributes (src/theme.tsx), so visitors do
 * not download the tooltip and popper code that `Theme` brings.
 *
 * The admin's screens call the server through @trpc/react-query's hooks, which come with this chunk; public
 * pages use src/lib/api.ts on the same query cache (the same keys).
 */
export default function AdminRoot() {
  const queryClient = useQueryClient();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <Theme {...THEME}>
        <AdminApp />
      </Theme>
    </trpc.Provider>
  );
}
