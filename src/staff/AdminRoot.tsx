import { Theme } from '@radix-ui/themes';
import AdminApp from './pages/AdminApp';
import { THEME } from '../theme';

/**
 * The admin area inside Radix Themes' own `Theme`: its dialogs, menus and tooltips read the theme from it
 * (and its tooltip provider). Public pages use only the theme's attributes (src/theme.tsx), so visitors do
 * not download the tooltip and popper code that `Theme` brings.
 */
export default function AdminRoot() {
  return (
    <Theme {...THEME}>
      <AdminApp />
    </Theme>
  );
}
