import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { useAuth } from '../../lib/auth-context';
import { usePageMeta } from '../../lib/head';
import { AUTH_VERIFY_MIN_MS } from '@shared/constants';
import { isAdmin, isStaff } from '@shared/roles';
import { notify } from '../../lib/toast';
import { AdminLayout, adminPageTitle } from '../components/AdminLayout';
import AuditPage from './AuditPage';
import DashboardPage from './DashboardPage';
import { NoAccessPage } from './NoAccessPage';
import MediaPage from './MediaPage';
import PostFormPage from './PostFormPage';
import ProfilePage from './ProfilePage';
import ResourceFormPage from './ResourceFormPage';
import SettingsPage from './SettingsPage';
import SubscriptionPage from './SubscriptionPage';
import InboxPage from '../inbox/InboxPage';
import BookingsPage from '../bookings/BookingsPage';
import AnalyticsPage from '../analytics/AnalyticsPage';
import { useInboxWatch } from '../inbox/use-inbox';
import { trpc } from '../../lib/trpc';

/** Decision 0018: 'Verifying authentication...' until auth has loaded and at least 1.5 s passed. */
function useMinimumWait(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(t);
  }, [ms]);
  return done;
}

/** Administrators' pages: an editor who opens one is told there is no access (the server refuses them its data too). */
const ADMIN_ONLY: { path: string; page: NonNullable<ComponentProps<typeof Route>['component']>; what: string }[] = [
  { path: '/audit', page: AuditPage, what: 'the audit log' },
  { path: '/inbox', page: InboxPage, what: 'the inbox' },
  { path: '/inbox/:id', page: InboxPage, what: 'the inbox' },
  { path: '/bookings', page: BookingsPage, what: 'the bookings' },
];

/** The dashboard's tabs that only administrators see, and what the no-access page calls each. */
const ADMIN_TABS = { team: 'the Team tab', inquiries: 'the inquiries' } as const;
const adminTabOf = (search: string) => {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'team' || tab === 'inquiries' ? tab : null;
};

export default function AdminApp() {
  const { user, session, loading, signOut } = useAuth();
  const [location, navigate] = useLocation();
  const adminTab = adminTabOf(useSearch());
  const waited = useMinimumWait(AUTH_VERIFY_MIN_MS);
  const ready = waited && !loading;
  // Live replies (decision 0021): an administrator's admin pages follow the inbox, and the tab's title counts
  // the conversations waiting for a reply.
  const followsInbox = ready && isAdmin(user?.role);
  useInboxWatch(followsInbox);
  const waiting = trpc.inbox.waiting.useQuery(undefined, { enabled: followsInbox }).data ?? 0;
  usePageMeta({ title: waiting > 0 && followsInbox ? `(${waiting}) ${adminPageTitle(location)}` : adminPageTitle(location), noindex: true });
  const signOutAndLeave = async () => {
    try {
      await signOut();
    } catch (err) {
      console.error(err);
      notify.error('Error signing out', 'An error occurred while signing out.');
    }
    navigate('~/auth', { replace: true });
  };

  // Signed in at some point during this visit: losing the user now is a sign-out, not an intrusion.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  useEffect(() => {
    if (ready && !user) {
      if (hadUser.current) {
        navigate('~/auth', { replace: true });
        return;
      }
      notify.error('Authentication Required', 'Please sign in to access the admin dashboard.');
      const from = `/admin${location === '/' ? '' : location}`;
      navigate(`~/auth?from=${encodeURIComponent(from)}`, { replace: true });
    }
  }, [ready, user, location, navigate]);

  // An administrator requires two-factor and this account has none: the profile page is where it turns it on.
  const setupNeeded = session?.twoFactorSetupNeeded === true && isStaff(user?.role);
  useEffect(() => {
    if (ready && setupNeeded && location !== '/profile') {
      notify.info('Two-factor authentication required', 'Your administrator requires two-factor authentication. Turn it on to continue.');
      navigate('/profile', { replace: true });
    }
  }, [ready, setupNeeded, location, navigate]);

  if (!ready || !user) {
    return (
      <Flex align="center" justify="center" gap="3" style={{ minHeight: '60vh' }} role="status">
        <Spinner size="3" />
        <Text>Verifying authentication...</Text>
      </Flex>
    );
  }
  if (!isStaff(user.role)) {
    return (
      <Flex direction="column" align="center" justify="center" gap="3" style={{ minHeight: '60vh' }} role="status">
        <Text size="5" weight="bold">
          Your account is waiting for approval
        </Text>
        <Text>An administrator must grant your account access before you can manage content.</Text>
        <Flex gap="3" align="center">
          {/* A full page load: the server sends a visitor who chose Spanish or French to that home page. */}
          <Button asChild>
            <a href="/">Back to the website</a>
          </Button>
          <Button variant="soft" onClick={() => void signOutAndLeave()}>
            Sign out
          </Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <AdminLayout>
      <Switch>
        {/* An editor sent to an administrator's tab (?tab=team) is told so, not shown another tab. */}
        {!isAdmin(user.role) && adminTab ? (
          <Route path="/">
            <NoAccessPage what={ADMIN_TABS[adminTab]} />
          </Route>
        ) : null}
        <Route path="/" component={DashboardPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/subscription" component={SubscriptionPage} />
        {ADMIN_ONLY.map(({ path, page, what }) =>
          isAdmin(user.role) ? (
            <Route key={path} path={path} component={page} />
          ) : (
            <Route key={path} path={path}>
              <NoAccessPage what={what} />
            </Route>
          ),
        )}
        {/* Both roles: the server leaves the conversions out for editors. */}
        <Route path="/analytics" component={AnalyticsPage} />
        <Route path="/settings" component={SettingsPage} />
        <Route path="/media" component={MediaPage} />
        <Route path="/new-post" component={PostFormPage} />
        <Route path="/edit-post/:id" component={PostFormPage} />
        <Route path="/new-resource" component={ResourceFormPage} />
        <Route path="/edit-resource/:id" component={ResourceFormPage} />
        <Route>
          <Text as="p" m="6">
            The page you're looking for doesn't exist or has been moved.
          </Text>
        </Route>
      </Switch>
    </AdminLayout>
  );
}
