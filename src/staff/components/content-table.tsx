import { Flex, IconButton, Tooltip } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { isLocale } from '@shared/locales';
import { LOCALE_NAMES } from '@shared/schemas/posts';
import type { SortSpec } from '@shared/schemas/paging';
import { AdminTable, useAdminList, type Column, type ListQuery } from './AdminTable';
import { localDate } from './table-format';
import { PencilIcon, TrashIcon } from './AdminIcons';
import { AddTranslationMenu, deleteWhat, LanguageFilter, TranslationsCell, type ContentPaths, type TranslatedItem } from './translations';

/**
 * What the Posts and Resources tabs share: content in three languages, created on a date, searched, filtered
 * by language, deleted one language at a time. Each tab adds its columns and its queries.
 */

type ContentRow = TranslatedItem & { createdAt: Date };

/** A content tab's list state: page, search, sort and the language filter (?lang=es), as the adminList input. */
export function useContentList<S extends string>(spec: SortSpec<S>) {
  const state = useAdminList(spec, ['lang']);
  const lang = state.filter('lang');
  const locale = isLocale(lang) ? lang : undefined;
  return {
    state,
    input: { ...state.input, ...(locale ? { locale } : {}) },
    languageFilter: <LanguageFilter value={locale} onChange={(v) => state.setFilter('lang', v)} />,
  };
}

/**
 * The Language, Translations, Created (sortable) and Actions columns, for a tab to place among its own.
 * Actions: the tab's view link, 'Add translation', Edit, and Delete (the table's confirm dialog).
 */
export function contentColumns<Row extends ContentRow, S extends string>(
  paths: ContentPaths,
  opts: {
    /** The sort key of the Created column. */
    created: S;
    /** The first action: where the item is seen ('View in the site', 'Open link in a new tab'). */
    view: { tip: string; label(row: Row): string; link(row: Row): ReactElement };
  },
): Record<'language' | 'translations' | 'created' | 'actions', Column<Row, S>> {
  return {
    language: { header: 'Language', cell: (row) => LOCALE_NAMES[row.locale] },
    translations: { header: 'Translations', cell: (row) => <TranslationsCell item={row} paths={paths} /> },
    created: { header: 'Created', sort: opts.created, cell: (row) => localDate(row.createdAt) },
    actions: {
      header: 'Actions',
      alignEnd: true,
      cell: (row, ask) => (
        <Flex gap="2" justify="end">
          <Tooltip content={opts.view.tip}>
            <IconButton asChild variant="ghost" aria-label={opts.view.label(row)}>
              {opts.view.link(row)}
            </IconButton>
          </Tooltip>
          <AddTranslationMenu item={row} paths={paths} />
          <Tooltip content="Edit">
            <IconButton asChild variant="ghost" aria-label={`Edit "${row.title}"`}>
              <Link href={paths.edit(row.id)}>
                <PencilIcon />
              </Link>
            </IconButton>
          </Tooltip>
          <Tooltip content="Delete">
            <IconButton variant="ghost" color="red" aria-label={`Delete "${row.title}"`} onClick={ask}>
              <TrashIcon />
            </IconButton>
          </Tooltip>
        </Flex>
      ),
    },
  };
}

/** How a content tab names its items; every message of the tab is made from these. */
export interface ContentKind {
  /** 'Blog posts': the table's caption. */
  label: string;
  /** 'post' / 'posts': 'Post deleted', 'Search posts...'. */
  noun: string;
  plural: string;
  /** 'blog post' / 'blog posts': 'Are you sure you want to delete this blog post?'. */
  long: string;
  longPlural: string;
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** A content tab: its list (page, search, language, sort in the address), its columns, and Delete after the spec's confirmation. */
export function ContentTab<Row extends ContentRow, S extends string>(props: {
  kind: ContentKind;
  content: ReturnType<typeof useContentList<S>>;
  list: ListQuery<Row>;
  columns: Column<Row, S>[];
  /** The router's delete procedure (trpc.posts.delete). */
  remover: { useMutation(): { mutateAsync(input: { id: string }): Promise<unknown> } };
  /** Read again after a delete, done or not (the list and the tiles). */
  refresh(): Promise<unknown>;
}) {
  const { kind, content } = props;
  const remove = props.remover.useMutation();
  return (
    <AdminTable
      state={content.state}
      list={props.list}
      texts={{
        label: kind.label,
        loading: `Loading ${kind.plural}...`,
        what: kind.plural,
        fetchError: `Error fetching ${kind.plural}`,
        empty: `No ${kind.longPlural} yet. Create your first ${kind.noun}!`,
        noMatch: `No ${kind.plural} match your search`,
      }}
      searchPlaceholder={`Search ${kind.plural}...`}
      filters={content.languageFilter}
      columns={props.columns}
      destructive={{
        deleteWhat: (row) => deleteWhat(`this ${kind.long}`, row),
        run: (row) => remove.mutateAsync({ id: row.id }),
        done: () => [`${capitalized(kind.noun)} deleted`, `The ${kind.long} has been permanently deleted.`],
        failed: `Error deleting ${kind.noun}`,
        refresh: props.refresh,
      }}
    />
  );
}
