import { Flex, Table, Text } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { errorMessage, notify } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { sortKeys, type Page, type SortDir, type SortSpec } from '@shared/schemas/paging';
import { Icon } from '../../ui/Icons';
import { AdminPager, useFitPage } from './AdminPager';
import { ConfirmDeleteDialog } from './ConfirmDialog';
import { ListError } from './ListError';
import { SearchBox } from './SearchBox';
import './admin-table.css';

/**
 * The admin area's one list component (posts, resources, inquiries, team): a page of rows from the server,
 * sortable column heads, the search box, the pager, the loading / empty / error states and the confirm dialog
 * of a destructive row action. A tab is a column list, a query and its actions.
 *
 * The page, search, sort and any filter live in the address (?page=2&q=visa&sort=title&dir=asc&lang=es),
 * so a reload, or Back from an edit page, shows the same page of the same list. Defaults are left out of it.
 */

// ---- state in the address ----

export interface AdminListState<S extends string> {
  page: number;
  setPage(page: number): void;
  /** The search box's text (sent as `q`). */
  search: string;
  onSearch(text: string): void;
  sort: S;
  dir: SortDir;
  /** A head's button: the same column flips the direction, another one starts in its own direction. */
  sortBy(column: S): void;
  filter(name: string): string | undefined;
  setFilter(name: string, value: string | undefined): void;
  /** A search or a filter is set: an empty list means 'no match', not 'nothing yet'. */
  narrowed: boolean;
  /** The list query's input. */
  input: { page: number; q: string; sort: S; dir: SortDir };
}

function isSortOf<S extends string>(spec: SortSpec<S>, value: string | null): value is S {
  return value !== null && (sortKeys(spec) as string[]).includes(value);
}

/** Writes the changed parameters into the address (replacing the entry: typing a search is not a history step). */
function writeParams(changes: Record<string, string | undefined>) {
  const params = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  // history, not the router's navigate: the tab's own route does not change, only its parameters. wouter
  // listens to replaceState, so useSearch() sees the new parameters at once.
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

/** Page, search, sort and the named filters of one admin list, kept in the address. Unknown values fall back to the defaults. */
export function useAdminList<S extends string>(spec: SortSpec<S>, filterNames: readonly string[] = []): AdminListState<S> {
  const params = new URLSearchParams(useSearch());
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const sortParam = params.get('sort');
  const sort: S = isSortOf(spec, sortParam) ? sortParam : spec.default;
  const dirParam = params.get('dir');
  const dir: SortDir = dirParam === 'asc' || dirParam === 'desc' ? dirParam : spec.columns[sort];
  // The box keeps its own text while typing; the address follows each keystroke.
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? undefined]));

  return {
    page,
    setPage: (p) => writeParams({ page: p > 1 ? String(p) : undefined }),
    search,
    onSearch(text) {
      setSearch(text);
      writeParams({ q: text, page: undefined });
    },
    sort,
    dir,
    sortBy(column) {
      const next: SortDir = column === sort ? (dir === 'asc' ? 'desc' : 'asc') : spec.columns[column];
      const isDefault = column === spec.default && next === spec.columns[column];
      writeParams({ sort: isDefault ? undefined : column, dir: isDefault ? undefined : next, page: undefined });
    },
    filter: (name) => filters[name],
    setFilter: (name, value) => writeParams({ [name]: value, page: undefined }),
    narrowed: search.trim() !== '' || Object.values(filters).some((v) => v !== undefined),
    input: { page, q: search, sort, dir },
  };
}

// ---- actions ----

/** Runs a row action and says how it went: `done` (title, text) as a success toast, or `failed` with the service's message. */
export async function withToasts(run: () => Promise<unknown>, done: [title: string, text: string], failed: string): Promise<void> {
  try {
    await run();
    notify.success(...done);
  } catch (err) {
    notify.error(failed, errorMessage(err, 'Please try again.'));
  }
}

/**
 * A destructive row action, asked first (the spec's 'Confirm Deletion' dialog, or a dialog of its own), then
 * run with a toast either way (`done(row)` or `failed` with the service's message). The list is read again
 * either way (a failure may mean someone else changed the row): `refresh`, or the list's own refetch.
 */
export type Destructive<Row> = {
  run(row: Row): Promise<unknown>;
  done(row: Row): [title: string, text: string];
  failed: string;
  refresh?(): Promise<unknown>;
} & ({ deleteWhat(row: Row | null): string } | { dialog(p: { row: Row | null; close(): void; confirm(): Promise<void> }): ReactNode });

// ---- the component ----

export interface Column<Row, S extends string> {
  header: string;
  /** `ask` opens the confirm dialog of the table's destructive action for this row. */
  cell(row: Row, ask: () => void): ReactNode;
  /** The server's sort key: the head becomes a button that sorts by it. */
  sort?: S;
  /** The head's text at the end of the cell (the Actions column). */
  alignEnd?: boolean;
}

/** The subset of a React Query result the table reads. */
export interface ListQuery<Row> {
  data: Page<Row> | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch(): unknown;
}

interface AdminTableProps<Row extends { id: string }, S extends string> {
  state: AdminListState<S>;
  list: ListQuery<Row>;
  texts: {
    /** The table's caption, the list's name and the pager's ('Blog posts pages'). */
    label: string;
    /** 'Loading posts...' */
    loading: string;
    /** 'posts': 'The posts could not be loaded.' */
    what: string;
    /** The toast's title when the list fails: 'Error fetching posts'. */
    fetchError: string;
    /** Shown when there is nothing at all, and (without `noMatch`) when nothing matches. */
    empty: string;
    noMatch?: string;
  };
  /** The rows as a table (the first column names the row)... */
  columns?: Column<Row, S>[];
  /** ...or as a list of cards (the Inquiries tab). */
  cards?: { className: string; render(row: Row, ask: () => void): ReactNode };
  /** The search box's placeholder (and accessible name); no box without it. */
  searchPlaceholder?: string;
  /** Beside the search box (the language filter). */
  filters?: ReactNode;
  /** Above the list, shown whatever its state (the Team tab's settings, the Export button). */
  toolbar?: ReactNode;
  destructive?: Destructive<Row>;
}

export function AdminTable<Row extends { id: string }, S extends string>(props: AdminTableProps<Row, S>) {
  const { state, list, texts } = props;
  useErrorToast(list.error, texts.fetchError);
  useFitPage(list.data?.pageCount, state.page, state.setPage);
  const [pending, setPending] = useState<Row | null>(null);

  let body: ReactNode;
  if (list.isPending) body = <Text role="status">{texts.loading}</Text>;
  else if (!list.data) body = <ListError what={texts.what} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0) {
    body = (
      <Text as="p" color="gray" className="admin-empty">
        {state.narrowed ? (texts.noMatch ?? texts.empty) : texts.empty}
      </Text>
    );
  } else body = <Rows {...props} rows={list.data.items} ask={setPending} />;

  return (
    <Flex direction="column" gap="4">
      {props.toolbar}
      {props.searchPlaceholder !== undefined ? (
        <Flex gap="3" align="center" wrap="wrap" className="admin-list-filters">
          <SearchBox value={state.search} onChange={state.onSearch} placeholder={props.searchPlaceholder} />
          {props.filters}
        </Flex>
      ) : null}
      {body}
      {list.data ? <AdminPager page={list.data.page} pageCount={list.data.pageCount} total={list.data.total} label={texts.label} onPage={state.setPage} /> : null}
      {props.destructive ? <ConfirmRow action={props.destructive} row={pending} close={() => setPending(null)} refetch={list.refetch} /> : null}
    </Flex>
  );
}

function ConfirmRow<Row>({ action, row, close, refetch }: { action: Destructive<Row>; row: Row | null; close(): void; refetch(): unknown }) {
  const confirm = async () => {
    if (!row) return;
    await withToasts(() => action.run(row), action.done(row), action.failed);
    await (action.refresh ? action.refresh() : refetch());
  };
  if ('dialog' in action) return action.dialog({ row, close, confirm });
  return <ConfirmDeleteDialog open={row !== null} onOpenChange={(open) => !open && close()} what={action.deleteWhat(row)} onConfirm={confirm} />;
}

function Rows<Row extends { id: string }, S extends string>({
  state,
  list,
  texts: { label },
  columns = [],
  cards,
  rows,
  ask,
}: AdminTableProps<Row, S> & { rows: Row[]; ask: (row: Row) => void }) {
  if (cards) {
    return (
      <ul className={cards.className} aria-label={label} aria-busy={list.isPlaceholderData}>
        {rows.map((row) => (
          <li key={row.id}>{cards.render(row, () => ask(row))}</li>
        ))}
      </ul>
    );
  }
  return (
    <Table.Root variant="surface" aria-busy={list.isPlaceholderData}>
      <caption className="admin-sr-only">{label}</caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <HeadCell key={column.header} column={column} state={state} />
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            {columns.map((column, i) =>
              // The first column names the row for screen readers (the title, the e-mail).
              i === 0 ? (
                <Table.RowHeaderCell key={column.header}>{column.cell(row, () => ask(row))}</Table.RowHeaderCell>
              ) : (
                <Table.Cell key={column.header}>{column.cell(row, () => ask(row))}</Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** A column head; a sortable one is a button, and the sorted one says its direction (aria-sort) and shows an arrow. */
function HeadCell<Row, S extends string>({ column, state }: { column: Column<Row, S>; state: AdminListState<S> }) {
  if (!column.sort) {
    return <Table.ColumnHeaderCell>{column.alignEnd ? <span className="admin-actions-head">{column.header}</span> : column.header}</Table.ColumnHeaderCell>;
  }
  const key = column.sort;
  const active = state.sort === key;
  return (
    <Table.ColumnHeaderCell aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="admin-sort" onClick={() => state.sortBy(key)}>
        {column.header}
        <Icon size={14} className={active ? 'admin-sort__arrow is-active' : 'admin-sort__arrow'}>
          {/* Up for A to Z / oldest first, down for the reverse; both faint when another column sorts. */}
          {active && state.dir === 'asc' ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M12 5v14M6 13l6 6 6-6" />}
        </Icon>
      </button>
    </Table.ColumnHeaderCell>
  );
}
