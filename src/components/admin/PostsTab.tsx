import { formatFirmTime } from '../../shared/firm-time';
import { Badge, Flex, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { ConfirmDeleteDialog } from './ConfirmDialog';
import { ListError } from './ListError';
import { AdminPager, useFitPage } from './AdminPager';
import { localDate } from './format';
import { EyeIcon, PencilIcon, TrashIcon } from './icons';
import { AddTranslationMenu, deleteWhat, LanguageCells, LanguageHeads, ListFilters, POST_PATHS, useListFilters } from './translations';
import { postPath } from '../../shared/locales';

type PostRow = RouterOutputs['posts']['adminList']['items'][number];

/**
 * Blog Posts tab: search by title or category and filter by language (on the server), one page of the posts
 * table with each post's language and translations, 'Add translation', delete through the confirmation dialog.
 */
export function PostsTab() {
  const utils = trpc.useUtils();
  const filters = useListFilters();
  const { page, setPage } = filters;
  const list = trpc.posts.adminList.useQuery(filters.input, { placeholderData: keepPreviousData });
  useErrorToast(list.error, 'Error fetching posts');
  useFitPage(list.data?.pageCount, page, setPage);
  const remove = trpc.posts.delete.useMutation();
  const [pending, setPending] = useState<PostRow | null>(null);

  const rows = list.data?.items ?? [];

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync({ id: pending.id });
      notify.success('Post deleted', 'The blog post has been permanently deleted.');
    } catch (err) {
      notify.error('Error deleting post', errorMessage(err, 'Please try again.'));
    }
    // Refetch the list and the tiles either way: a failed delete may mean someone else removed it.
    await utils.posts.invalidate();
  };

  return (
    <Flex direction="column" gap="4">
      <ListFilters filters={filters} placeholder="Search posts..." />
      {list.isPending ? (
        <Text role="status">Loading posts...</Text>
      ) : !list.data ? (
        <ListError what="posts" onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Text as="p" color="gray" className="admin-empty">
          {filters.narrowed ? 'No posts match your search' : 'No blog posts yet. Create your first post!'}
        </Text>
      ) : (
        <Table.Root variant="surface" aria-busy={list.isPlaceholderData}>
          <caption className="admin-sr-only">Blog posts</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Title</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
              <LanguageHeads />
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="admin-actions-head">Actions</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((post) => (
              <Table.Row key={post.id} align="center">
                <Table.RowHeaderCell>{post.title}</Table.RowHeaderCell>
                <Table.Cell>{post.category}</Table.Cell>
                <LanguageCells item={post} paths={POST_PATHS} />
                <Table.Cell>
                  <Flex gap="1" wrap="wrap">
                    {post.published ? (
                      <Badge highContrast color="green">Published</Badge>
                    ) : post.publishAt ? (
                      <Badge highContrast color="blue" title={`Publishes on ${formatFirmTime(post.publishAt)}`}>
                        Scheduled
                      </Badge>
                    ) : (
                      <Badge highContrast color="gray">Draft</Badge>
                    )}
                    {post.featured ? <Badge highContrast color="amber">Featured</Badge> : null}
                  </Flex>
                </Table.Cell>
                <Table.Cell>{localDate(post.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" justify="end">
                    <Tooltip content="View in the site">
                      <IconButton asChild variant="ghost" aria-label={`View "${post.title}"`}>
                        <Link href={`~${postPath(post.locale, post.slug)}`}>
                          <EyeIcon />
                        </Link>
                      </IconButton>
                    </Tooltip>
                    <AddTranslationMenu item={post} paths={POST_PATHS} />
                    <Tooltip content="Edit">
                      <IconButton asChild variant="ghost" aria-label={`Edit "${post.title}"`}>
                        <Link href={`/edit-post/${post.id}`}>
                          <PencilIcon />
                        </Link>
                      </IconButton>
                    </Tooltip>
                    <Tooltip content="Delete">
                      <IconButton variant="ghost" color="red" aria-label={`Delete "${post.title}"`} onClick={() => setPending(post)}>
                        <TrashIcon />
                      </IconButton>
                    </Tooltip>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {list.data ? <AdminPager page={list.data.page} pageCount={list.data.pageCount} total={list.data.total} label="Blog posts" onPage={setPage} /> : null}
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        what={deleteWhat('this blog post', pending)}
        onConfirm={confirmDelete}
      />
    </Flex>
  );
}
