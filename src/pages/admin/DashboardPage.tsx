import { Button, Container, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { Link, useLocation, useSearch } from 'wouter';
import { AdminToolsTab } from '../../components/admin/AdminToolsTab';
import { ClientToolsTab } from '../../components/admin/ClientToolsTab';
import { PlusIcon } from '../../components/admin/icons';
import { InquiriesTab } from '../../components/admin/InquiriesTab';
import { PostsTab } from '../../components/admin/PostsTab';
import { ResourcesTab } from '../../components/admin/ResourcesTab';
import { StatTiles } from '../../components/admin/StatTiles';
import { GoLiveNotice } from '../../components/admin/settings/GoLiveChecklist';
import { TeamTab } from '../../components/admin/TeamTab';
import { useAuth } from '../../lib/auth-context';

const TABS = ['blog', 'resources', 'client-tools', 'admin-tools', 'inquiries', 'team'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** /admin: who is signed in, the live tiles and the tabs. The open tab is kept in `?tab=` so Back and reloads keep it. */
export default function DashboardPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = isTab(requested) && ((requested !== 'team' && requested !== 'inquiries') || isAdmin) ? requested : 'blog';
  const selectTab = (value: string) => navigate(value === 'blog' ? '~/admin' : `~/admin?tab=${value}`, { replace: true });

  return (
    <Container size="4" px="4" py="6">
      <Flex direction="column" gap="1" mb="5">
        <Heading as="h1" size="7">
          Admin Dashboard
        </Heading>
        <Text as="p" color="gray">
          Logged in as {user?.email}
        </Text>
      </Flex>

      {isAdmin ? <GoLiveNotice /> : null}
      <StatTiles />

      <Tabs.Root value={tab} onValueChange={selectTab} mt="6">
        <Flex justify="between" align="end" gap="3" wrap="wrap" className="admin-tabs-bar">
          <Tabs.List aria-label="Dashboard sections" className="admin-tabs-list">
            <Tabs.Trigger value="blog">Blog Posts</Tabs.Trigger>
            <Tabs.Trigger value="resources">Resources</Tabs.Trigger>
            <Tabs.Trigger value="client-tools">Client Tools</Tabs.Trigger>
            <Tabs.Trigger value="admin-tools">Admin Tools</Tabs.Trigger>
            {isAdmin ? <Tabs.Trigger value="inquiries">Inquiries</Tabs.Trigger> : null}
            {isAdmin ? <Tabs.Trigger value="team">Team</Tabs.Trigger> : null}
          </Tabs.List>
          {tab === 'blog' ? (
            <Button asChild>
              <Link href="/new-post">
                <PlusIcon /> Add Post
              </Link>
            </Button>
          ) : null}
          {tab === 'resources' ? (
            <Button asChild>
              <Link href="/new-resource">
                <PlusIcon /> Add Resource
              </Link>
            </Button>
          ) : null}
        </Flex>

        <Tabs.Content value="blog" className="admin-tab-panel">
          <PostsTab />
        </Tabs.Content>
        <Tabs.Content value="resources" className="admin-tab-panel">
          <ResourcesTab />
        </Tabs.Content>
        <Tabs.Content value="client-tools" className="admin-tab-panel">
          <ClientToolsTab />
        </Tabs.Content>
        <Tabs.Content value="admin-tools" className="admin-tab-panel">
          <AdminToolsTab />
        </Tabs.Content>
        {isAdmin ? (
          <Tabs.Content value="inquiries" className="admin-tab-panel">
            <InquiriesTab />
          </Tabs.Content>
        ) : null}
        {isAdmin ? (
          <Tabs.Content value="team" className="admin-tab-panel">
            <TeamTab />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </Container>
  );
}
