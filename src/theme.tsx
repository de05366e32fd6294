import type { ReactNode } from 'react';

/** The site's Radix Themes settings (the admin's `<Theme>` and the public pages' root share them). */
export const THEME = { accentColor: 'indigo', grayColor: 'slate', radius: 'medium', scaling: '100%' } as const;

/**
 * The element Radix Themes' `<Theme>` renders at the root, without the component: public pages use no
 * component that reads the theme from React context (dialogs, menus, tooltips), and `<Theme>` would bring
 * its tooltip provider and the popper code behind it into every page. Same attributes, same CSS.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <div
      className="radix-themes"
      data-is-root-theme="true"
      data-accent-color={THEME.accentColor}
      data-gray-color={THEME.grayColor}
      data-has-background="true"
      data-panel-background="translucent"
      data-radius={THEME.radius}
      data-scaling={THEME.scaling}
    >
      {children}
    </div>
  );
}
