import { Flex } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { RESOURCE_SORTS, type SortOf } from '@shared/schemas/paging';
import { ResourceIcon } from '../../ui/ResourceIcon';
import type { Column } from './AdminTable';
import { contentColumns, ContentTab, useContentList } from './content-table';
import { ExternalLinkIcon } from './AdminIcons';
import { RESOURCE_PATHS } from './translations';

type ResourceRow = RouterOutputs['resources']['adminList']['items'][number];
type ResourceSort = SortOf<typeof RESOURCE_SORTS>;

// Resources open where they live, in a new tab. (The link itself is the IconButton's child: asChild passes it the label.)
const shared = contentColumns<ResourceRow, ResourceSort>(RESOURCE_PATHS, {
  view: {
    tip: 'Open link in a new tab',
    label: (resource) => `Open "${resource.title}" in a new tab`,
    link: (resource) => (
      <a href={resource.link} target="_blank" rel="noopener noreferrer">
        <ExternalLinkIcon />
      </a>
    ),
  },
  created: 'created',
});

const COLUMNS: Column<ResourceRow, ResourceSort>[] = [
  {
    header: 'Title',
    sort: 'title',
    cell: (resource) => (
      <Flex gap="2" align="center">
        <ResourceIcon name={resource.icon} size={16} />
        {resource.title}
      </Flex>
    ),
  },
  { header: 'Type', sort: 'type', cell: (resource) => resource.type },
  shared.language,
  shared.translations,
  shared.created,
  shared.actions,
];

const RESOURCES = { label: 'Resources', noun: 'resource', plural: 'resources', long: 'resource', longPlural: 'resources' };

/**
 * Resources tab, like the posts': searched (by title or type), filtered by language and sorted on the server.
 * A delete changes the Resources tile too.
 */
export function ResourcesTab() {
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.resources.invalidate(), utils.posts.stats.invalidate()]);
  const content = useContentList(RESOURCE_SORTS);
  const list = trpc.resources.adminList.useQuery(content.input, { placeholderData: keepPreviousData });
  return <ContentTab kind={RESOURCES} content={content} list={list} columns={COLUMNS} remover={trpc.resources.delete} refresh={refresh} />;
}
