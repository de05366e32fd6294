import { Theme } from '@radix-ui/themes';
import AdminApp from './pages/AdminApp';
import { TrpcProvider } from '../lib/trpc-provider';
import { THEME } from '../theme';

/**
 * The admin area inside Radix Themes' own `Theme`: its dialogs, menus and tooltips read the theme from it
 * (and its tooltip provider). Public pages use only the theme's attributes (src/theme.tsx), so visitors do
 * not download the tooltip and popper code that `Theme` brings.
 *
 * The admin's screens call the server through @trpc/react-query's hooks, which come with this chunk; public
 * pages use src/lib/api.ts (the same shape, `api.posts.list.useQuery`) on the same query cache (the same keys).
 */
export default function AdminRoot() {
  return (
    <TrpcProvider>
      <Theme {...THEME}>
        <AdminApp />
      </Theme>
    </TrpcProvider>
  );
}
