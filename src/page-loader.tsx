/**
 * The page modules of src/route-manifest.ts, each its own chunk (decision 0013). The server and the
 * browser load a route's module before rendering or hydrating it (loadPage), so the first render is
 * synchronous and matches the server's HTML; later navigations suspend until the chunk arrives, and
 * pointing at or focusing a link starts loading its page (preloadLinkTarget).
 */
import { use, type ComponentType } from 'react';
import { isClientOnly, namespacesOf, pageOf, type PageModule, type RouteParams } from './route-manifest';
import { splitLocale } from '@shared/locales';

export type PageComponent = ComponentType<{ params: RouteParams }>;

// One lazily imported chunk per page (a page split into files: its folder's index); Vite resolves the patterns at build time.
const modules = import.meta.glob<{ default: PageComponent }>(['./public/pages/*Page.tsx', './public/pages/*/index.tsx']);

const loaded = new Map<PageModule, PageComponent>();
const loading = new Map<PageModule, Promise<PageComponent>>();

/** The page's component, once its chunk has loaded (the promise is shared by every caller). */
export function loadPage(page: PageModule): Promise<PageComponent> {
  let promise = loading.get(page);
  if (!promise) {
    const load = modules[`./public/pages/${page}.tsx`];
    if (!load) throw new Error(`src/public/pages/${page}.tsx is missing`);
    promise = load().then((m) => {
      loaded.set(page, m.default);
      return m.default;
    });
    // A failed download may be retried by the next navigation.
    promise.catch(() => loading.delete(page));
    loading.set(page, promise);
  }
  return promise;
}

/** Loads the page that renders `pathname` (with or without a language prefix). */
export function loadPageFor(pathname: string): Promise<PageComponent> {
  return loadPage(pageOf(pathname));
}

/** The page at `pathname` and the string namespaces it shows in its language (src/lib/i18n-strings.ts). */
function preloadPageFor(pathname: string): void {
  void loadPageFor(pathname).catch(() => undefined);
  const namespaces = namespacesOf(pathname);
  if (namespaces.length === 0) return;
  const { locale } = splitLocale(pathname);
  void import('./lib/i18n-strings').then((m) => Promise.all(namespaces.map((ns) => m.loadNamespace(locale, ns)))).catch(() => undefined);
}

const components = new Map<PageModule, PageComponent>();

/** A component that renders the page, suspending the first time if its chunk is not loaded yet. */
export function pageComponent(page: PageModule): PageComponent {
  let component = components.get(page);
  if (!component) {
    component = function RoutePage(props) {
      const Page = loaded.get(page) ?? use(loadPage(page));
      return <Page {...props} />;
    };
    component.displayName = `Route(${page})`;
    components.set(page, component);
  }
  return component;
}

/** Starts loading the page a same-site link leads to (called on pointer and focus events). */
export function preloadLinkTarget(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return;
  if (isClientOnly(link.pathname)) return;
  preloadPageFor(link.pathname);
}
