import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { Route, Switch, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth-context';
import { usePageMeta } from '../../lib/head';
import { AUTH_VERIFY_MIN_MS } from '../../shared/constants';
import { ToastBody } from '../AuthPage';
import DashboardPage from './DashboardPage';
import PostFormPage from './PostFormPage';
import ProfilePage from './ProfilePage';
import ResourceFormPage from './ResourceFormPage';
import SubscriptionPage from './SubscriptionPage';

/** Spec section 4: 'Verifying authentication...' until auth has loaded and at least 1.5 s passed. */
function useMinimumWait(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(t);
  }, [ms]);
  return done;
}

export default function AdminApp() {
  const { user, loading } = useAuth();
  const [location, navigate] = useLocation();
  const waited = useMinimumWait(AUTH_VERIFY_MIN_MS);
  usePageMeta({ title: 'Admin', noindex: true });
  const ready = waited && !loading;

  useEffect(() => {
    if (ready && !user) {
      toast.error(<ToastBody title="Authentication Required" text="Please sign in to access the admin dashboard." />);
      const from = `/admin${location === '/' ? '' : location}`;
      navigate(`~/auth?from=${encodeURIComponent(from)}`, { replace: true });
    }
  }, [ready, user, location, navigate]);

  if (!ready || !user) {
    return (
      <Flex align="center" justify="center" gap="3" style={{ minHeight: '60vh' }} role="status">
        <Spinner size="3" />
        <Text>Verifying authentication...</Text>
      </Flex>
    );
  }
  if (user.role !== 'admin' && user.role !== 'editor') {
    return (
      <Flex direction="column" align="center" justify="center" gap="3" style={{ minHeight: '60vh' }} role="status">
        <Text size="5" weight="bold">
          Your account is waiting for approval
        </Text>
        <Text>An administrator must grant your account access before you can manage content.</Text>
      </Flex>
    );
  }
  return (
    <Switch>
      <Route path="/" component={DashboardPage} />
      <Route path="/profile" component={ProfilePage} />
      <Route path="/subscription" component={SubscriptionPage} />
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
  );
}
