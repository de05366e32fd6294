import { Badge, Flex, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { POST_SORTS, type SortOf } from '@shared/schemas/paging';
import { postPath } from '@shared/locales';
import type { Column } from './AdminTable';
import { contentColumns, ContentTab, useContentList } from './content-table';
import { firmDateTime } from './table-format';
import { EyeIcon } from './AdminIcons';
import { POST_PATHS } from './translations';

type PostRow = RouterOutputs['posts']['adminList']['items'][number];
type PostSort = SortOf<typeof POST_SORTS>;

const shared = contentColumns<PostRow, PostSort>(POST_PATHS, {
  created: 'created',
  view: {
    tip: 'View in the site',
    label: (post) => `View "${post.title}"`,
    link: (post) => (
      <Link href={`~${postPath(post.locale, post.slug)}`}>
        <EyeIcon />
      </Link>
    ),
  },
});

const COLUMNS: Column<PostRow, PostSort>[] = [
  { header: 'Title', sort: 'title', cell: (post) => post.title },
  { header: 'Category', sort: 'category', cell: (post) => post.category },
  shared.language,
  shared.translations,
  {
    header: 'Status',
    sort: 'published',
    cell: (post) => (
      <Flex gap="1" wrap="wrap">
        {post.published ? (
          <Badge highContrast color="green">Published</Badge>
        ) : post.publishAt ? (
          <>
            <Badge highContrast color="blue">
              Scheduled
            </Badge>
            {/* When it appears, on the firm's clock ('Publish at' is written in it), as text rather than a tooltip. */}
            <Text size="1">{firmDateTime(post.publishAt)}</Text>
          </>
        ) : (
          <Badge highContrast color="gray">Draft</Badge>
        )}
        {post.featured ? <Badge highContrast color="amber">Featured</Badge> : null}
      </Flex>
    ),
  },
  shared.created,
  shared.actions,
];

const POSTS = { label: 'Blog posts', noun: 'post', plural: 'posts', long: 'blog post', longPlural: 'blog posts' };

/** Blog Posts tab: searched by title or category, filtered by language, sorted by a column, all on the server. */
export function PostsTab() {
  const content = useContentList(POST_SORTS);
  const list = trpc.posts.adminList.useQuery(content.input, { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  // The list and the tiles, also after a failed delete: someone else may have removed the post.
  return <ContentTab kind={POSTS} content={content} list={list} columns={COLUMNS} remover={trpc.posts.delete} refresh={() => utils.posts.invalidate()} />;
}
