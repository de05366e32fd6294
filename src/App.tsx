import { Flex, Spinner } from '@radix-ui/themes';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { PublicLayout } from './components/layout/PublicLayout';
import { I18nProvider } from './lib/i18n';
import { splitLocale, type Locale } from './shared/locales';
import { isStorableText } from './shared/schemas/text';
import AttorneyProfilePage from './pages/AttorneyProfilePage';
import AuthPage from './pages/AuthPage';
import BlogListPage from './pages/BlogListPage';
import BlogPostPage from './pages/BlogPostPage';
import ClientPortalPage from './pages/ClientPortalPage';
import ContactPage from './pages/ContactPage';
import HomePage from './pages/HomePage';
import NotFoundPage from './pages/NotFoundPage';
import PrivacyPolicyPage from './pages/PrivacyPolicyPage';
import ResourcesPage from './pages/ResourcesPage';
import ServiceDetailPage from './pages/ServiceDetailPage';
import ServicesPage from './pages/ServicesPage';
import TermsPage from './pages/TermsPage';

/** Visitors never download admin code: it is its own chunk, loaded on /admin only. */
const AdminApp = lazy(() => import('./pages/admin/AdminApp'));

export const REDIRECTS: Record<string, string> = {
  '/detention': '/services/detention',
  '/family': '/services/family',
  '/vawa': '/services/vawa',
  '/attorneys': '/attorney-profile',
  '/mycase-portal': '/client-portal',
};

/** Redirects within the current language: `~` makes the target absolute, so the server sees the full path too. */
function LocaleRedirect({ to }: { to: string }) {
  const { base } = useRouter();
  return <Redirect to={`~${base}${to}`} replace />;
}

/** Characters no page's address holds (control characters, NUL, broken UTF-16), as the router decodes them. */
function malformedPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- exactly the control characters
  return /[\u0000-\u001F\u007F]/.test(path) || !isStorableText(path);
}

function PublicSite() {
  const [location] = useLocation();
  return (
    <PublicLayout>
      <Switch>
        {malformedPath(location) && <Route component={NotFoundPage} />}
        <Route path="/" component={HomePage} />
        <Route path="/services" component={ServicesPage} />
        <Route path="/services/:service" component={ServiceDetailPage} />
        <Route path="/attorney-profile" component={AttorneyProfilePage} />
        <Route path="/resources" component={ResourcesPage} />
        <Route path="/blog" component={BlogListPage} />
        <Route path="/blog/:slug" component={BlogPostPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/privacy-policy" component={PrivacyPolicyPage} />
        <Route path="/terms-and-conditions" component={TermsPage} />
        <Route path="/client-portal" component={ClientPortalPage} />
        <Route path="/auth" component={AuthPage} />
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from}>
            <LocaleRedirect to={to} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </PublicLayout>
  );
}

function AdminFallback() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} role="status">
      <Spinner size="3" /> Loading...
    </Flex>
  );
}

function SetDocumentLang({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // Marks the page interactive: browser tests wait for it before clicking server-rendered buttons.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App() {
  const [location] = useLocation();
  const { locale } = splitLocale(location);
  return (
    <I18nProvider locale={locale}>
      <SetDocumentLang locale={locale} />
      <Switch>
        <Route path="/admin" nest>
          <Suspense fallback={<AdminFallback />}>
            <AdminApp />
          </Suspense>
        </Route>
        <Route path="/es" nest>
          <PublicSite />
        </Route>
        <Route path="/fr" nest>
          <PublicSite />
        </Route>
        <Route>
          <PublicSite />
        </Route>
      </Switch>
    </I18nProvider>
  );
}
