import { Button, Flex } from '@radix-ui/themes';
import { useEffect, useRef, type RefObject } from 'react';
import { useI18nContext } from '../lib/i18n';

/** Page numbers to show: all of them when few, else the ends and a window around the current page. */
export function pageWindow(current: number, count: number, width = 2): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const pages = new Set([1, count]);
  for (let p = current - width; p <= current + width; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

/**
 * Previous, numbered pages and next (disabled at the ends); nothing when there is one page.
 * Links carry the page in the URL, so every page can be shared and is rendered on the server.
 *
 * A page chosen here replaces the list in place (only the query changes, so the layout does not scroll to the
 * top): once the new page has arrived, the list's heading (`listStart`, focusable with tabIndex -1) is scrolled
 * to the top of the screen and focused, so a phone visitor is not left looking at the footer and a screen
 * reader starts reading the new page. Not on the first render: a page opened by its address stays where the
 * browser put it.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
  listStart,
}: {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
  onNavigate(page: number): void;
  listStart: RefObject<HTMLElement | null>;
}) {
  const { LL } = useI18nContext();
  const chosen = useRef(false);
  const toListStart = () => {
    const heading = listStart.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    toListStart();
    // Only a new page moves the reader; the ref object never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);
  if (pageCount <= 1) return null;
  const link = (p: number, label: string, opts: { disabled?: boolean; current?: boolean; aria?: string } = {}) =>
    opts.disabled ? (
      <Button key={label} variant="outline" disabled aria-label={opts.aria}>
        {label}
      </Button>
    ) : (
      <Button key={label} asChild variant={opts.current ? 'solid' : 'outline'}>
        <a
          href={hrefFor(p)}
          aria-current={opts.current ? 'page' : undefined}
          aria-label={opts.aria}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            if (p === page) return toListStart();
            chosen.current = true;
            onNavigate(p);
          }}
        >
          {label}
        </a>
      </Button>
    );
  return (
    <nav aria-label={LL.blog.pagination()} className="pagination">
      <Flex gap="2" justify="center" wrap="wrap" mt="6">
        {link(page - 1, LL.blog.previous(), { disabled: page <= 1 })}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </span>
          ) : (
            link(p, String(p), { current: p === page, aria: LL.blog.page({ page: p }) })
          ),
        )}
        {link(page + 1, LL.blog.next(), { disabled: page >= pageCount })}
      </Flex>
    </nav>
  );
}
