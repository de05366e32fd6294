import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useFirm } from './firm';

export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute or same-site path of the social image. */
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  /**
   * Structured data, written into the head by the server's render only: pages build it under
   * `import.meta.env.SSR`, so the browser's bundle carries neither it nor its builders.
   */
  jsonLd?: Record<string, unknown>[];
  /** Same-site path of the canonical URL; the page's own path in its language when absent. */
  canonical?: string;
  /**
   * The hreflang alternates (same-site paths, x-default included) when the page knows them, as a post does
   * (its translations live at their own slugs); absent: the same path in every language.
   */
  alternates?: { hreflang: string; href: string }[];
  /** The RSS feed this page belongs to (a blog page: its language's feed), linked from <head>. */
  feed?: { title: string; href: string };
  /** The firm's name (filled in by usePageMeta from the stored settings): title suffix and og:site_name. */
  siteName?: string;
}

/** Server rendering collects the page's meta here; the server writes it into <head>. */
export interface HeadCollector {
  meta?: PageMeta;
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/** A page's title followed by the firm's name (once). */
export function formatTitle(title: string, firmName: string | undefined): string {
  return !firmName || title.includes(firmName) ? title : `${title} | ${firmName}`;
}

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Declares the current page's title and description, on the server (collected) and in the browser (applied). */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(HeadContext);
  const { firmName } = useFirm();
  if (collector) collector.meta = { ...meta, siteName: firmName };
  const title = formatTitle(meta.title, firmName);
  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', 'name', 'description', meta.description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
    setMeta('meta[name="robots"]', 'name', 'robots', meta.noindex ? 'noindex' : undefined);
  }, [title, meta.description, meta.noindex]);
}
