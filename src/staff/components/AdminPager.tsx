import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { pageWindow } from '../../ui/Pagination';

/**
 * The admin lists' pager (AdminTable, the audit log): previous, numbered pages and next, as buttons (the
 * list writes the page into the address itself, with its search and sort), and how many items there are
 * in all. Nothing when everything fits on one page.
 */
export function AdminPager({ page, pageCount, total, label, onPage }: { page: number; pageCount: number; total: number; label: string; onPage(page: number): void }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={`${label} pages`}>
      <Flex gap="2" justify="center" align="center" wrap="wrap">
        <Button variant="outline" size="1" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={p}
              size="1"
              variant={p === page ? 'solid' : 'outline'}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Page ${p}`}
              onClick={() => onPage(p)}
            >
              {p}
            </Button>
          ),
        )}
        <Button variant="outline" size="1" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Button>
        <Text size="1" color="gray">
          {total.toLocaleString('en-US')} in all
        </Text>
      </Flex>
    </nav>
  );
}

/** After a delete empties the last page (or the list shrank meanwhile), step back to the new last page. */
export function useFitPage(pageCount: number | undefined, page: number, setPage: (page: number) => void): void {
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) setPage(pageCount);
  }, [pageCount, page, setPage]);
}
