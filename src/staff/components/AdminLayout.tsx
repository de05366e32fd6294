import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import '../../styles/radix-admin.css';
import '../../styles/admin.css';
import { AdminHeader } from './AdminHeader';

/**
 * Every admin page: skip link, the admin header, then the page. On a move to another admin page the
 * view returns to the top and focus goes to the new page, so keyboard and screen-reader users start there.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <div className="admin-root">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <AdminHeader />
      <main id="admin-main" ref={mainRef} tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}

/** Document title per admin route (one place, so the guard screens and the pages never disagree). */
export function adminPageTitle(location: string): string {
  if (location === '/' || location === '') return 'Admin Dashboard';
  if (location === '/new-post') return 'Create New Post';
  if (location.startsWith('/edit-post/')) return 'Edit Post';
  if (location === '/new-resource') return 'Create New Resource';
  if (location.startsWith('/edit-resource/')) return 'Edit Resource';
  if (location === '/profile') return 'Edit Profile';
  if (location === '/subscription') return 'Subscription';
  if (location === '/audit') return 'Audit log';
  if (location === '/inbox' || location.startsWith('/inbox/')) return 'Inbox';
  if (location === '/bookings') return 'Bookings';
  if (location === '/analytics') return 'Analytics';
  if (location === '/settings') return 'Settings';
  if (location === '/media') return 'Media library';
  return 'Admin';
}
