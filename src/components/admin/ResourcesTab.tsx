import { Flex, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { ResourceIcon } from '../blog/ResourceIcon';
import { ConfirmDeleteDialog } from './ConfirmDialog';
import { ListError } from './ListError';
import { AdminPager, useFitPage } from './AdminPager';
import { localDate } from './format';
import { ExternalLinkIcon, PencilIcon, TrashIcon } from './icons';
import { AddTranslationMenu, deleteWhat, LanguageCells, LanguageHeads, ListFilters, RESOURCE_PATHS, useListFilters } from './translations';

type ResourceRow = RouterOutputs['resources']['adminList']['items'][number];

/**
 * Resources tab: search by title or type and filter by language (on the server), one page of the resources
 * table with each one's language and translations, 'Add translation', delete through the confirmation dialog.
 */
export function ResourcesTab() {
  const utils = trpc.useUtils();
  const filters = useListFilters();
  const { page, setPage } = filters;
  const list = trpc.resources.adminList.useQuery(filters.input, { placeholderData: keepPreviousData });
  useErrorToast(list.error, 'Error fetching resources');
  useFitPage(list.data?.pageCount, page, setPage);
  const remove = trpc.resources.delete.useMutation();
  const [pending, setPending] = useState<ResourceRow | null>(null);

  const rows = list.data?.items ?? [];

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync({ id: pending.id });
      notify.success('Resource deleted', 'The resource has been permanently deleted.');
    } catch (err) {
      notify.error('Error deleting resource', errorMessage(err, 'Please try again.'));
    }
    await Promise.all([utils.resources.invalidate(), utils.posts.stats.invalidate()]);
  };

  return (
    <Flex direction="column" gap="4">
      <ListFilters filters={filters} placeholder="Search resources..." />
      {list.isPending ? (
        <Text role="status">Loading resources...</Text>
      ) : !list.data ? (
        <ListError what="resources" onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Text as="p" color="gray" className="admin-empty">
          {filters.narrowed ? 'No resources match your search' : 'No resources yet. Create your first resource!'}
        </Text>
      ) : (
        <Table.Root variant="surface" aria-busy={list.isPlaceholderData}>
          <caption className="admin-sr-only">Resources</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Title</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
              <LanguageHeads />
              <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="admin-actions-head">Actions</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((resource) => (
              <Table.Row key={resource.id} align="center">
                <Table.RowHeaderCell>
                  <Flex gap="2" align="center">
                    <ResourceIcon name={resource.icon} size={16} />
                    {resource.title}
                  </Flex>
                </Table.RowHeaderCell>
                <Table.Cell>{resource.type}</Table.Cell>
                <LanguageCells item={resource} paths={RESOURCE_PATHS} />
                <Table.Cell>{localDate(resource.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" justify="end">
                    <Tooltip content="Open link in a new tab">
                      <IconButton asChild variant="ghost" aria-label={`Open "${resource.title}" in a new tab`}>
                        <a href={resource.link} target="_blank" rel="noopener noreferrer">
                          <ExternalLinkIcon />
                        </a>
                      </IconButton>
                    </Tooltip>
                    <AddTranslationMenu item={resource} paths={RESOURCE_PATHS} />
                    <Tooltip content="Edit">
                      <IconButton asChild variant="ghost" aria-label={`Edit "${resource.title}"`}>
                        <Link href={`/edit-resource/${resource.id}`}>
                          <PencilIcon />
                        </Link>
                      </IconButton>
                    </Tooltip>
                    <Tooltip content="Delete">
                      <IconButton variant="ghost" color="red" aria-label={`Delete "${resource.title}"`} onClick={() => setPending(resource)}>
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
      {list.data ? <AdminPager page={list.data.page} pageCount={list.data.pageCount} total={list.data.total} label="Resources" onPage={setPage} /> : null}
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        what={deleteWhat('this resource', pending)}
        onConfirm={confirmDelete}
      />
    </Flex>
  );
}
