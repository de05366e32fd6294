import { Flex, Spinner } from '@radix-ui/themes';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { PublicLayout } from './public/layout/PublicLayout';
import { I18nProvider } from './lib/i18n';
import { pageComponent, preloadLinkTarget } from './page-loader';
import { CLIENT_ONLY_PREFIX, NOT_FOUND_PAGE, PAGE_ROUTES, REDIRECTS } from './route-manifest';
import { splitLocale, type Locale } from '@shared/locales';
import { isStorableText } from '@shared/storable-text';

/** Visitors never download admin code: it is its own chunk, loaded on /admin only. */
const AdminApp = lazy(() => import('./staff/AdminRoot'));

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

const NotFound = pageComponent(NOT_FOUND_PAGE);

/** While a page's chunk loads (the first visit to it after the page the visitor arrived on). */
function PageFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

function PublicSite() {
  const [location] = useLocation();
  return (
    <PublicLayout>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {malformedPath(location) && <Route component={NotFound} />}
          {PAGE_ROUTES.map((r) => (
            <Route key={r.path} path={r.path} component={pageComponent(r.page)} />
          ))}
          {Object.entries(REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from}>
              <LocaleRedirect to={to} />
            </Route>
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
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
  // A page's chunk starts loading when a link to it is pointed at, touched or focused, before the click.
  useEffect(() => {
    const preload = (e: Event) => preloadLinkTarget(e.target);
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, preload, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, preload);
    };
  }, []);
  return null;
}

export function App() {
  const [location] = useLocation();
  const { locale } = splitLocale(location);
  // Counting (decision 0029): each page shown, in memory only; the module loads after the page (src/lib/journey.ts).
  useEffect(() => {
    const search = window.location.search;
    void import('./lib/journey').then((j) => j.pageShown(location, search));
  }, [location]);
  return (
    <I18nProvider locale={locale}>
      <SetDocumentLang locale={locale} />
      <Switch>
        <Route path={CLIENT_ONLY_PREFIX} nest>
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
