import { Button, Container, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AdminToolsTab } from '../components/AdminToolsTab';
import { ClientToolsTab } from '../components/ClientToolsTab';
import { AlertIcon, PlusIcon } from '../components/AdminIcons';
import { InquiriesTab } from '../components/InquiriesTab';
import { PostsTab } from '../components/PostsTab';
import { ResourcesTab } from '../components/ResourcesTab';
import { StatTiles } from '../components/StatTiles';
import { GoLiveNotice } from '../settings/GoLiveChecklist';
import { TeamTab } from '../components/TeamTab';
import { useAuth } from '../../lib/auth-context';
import { isAdmin as hasAdminRole } from '@shared/roles';
import { trpc } from '../../lib/trpc';

const TABS = ['blog', 'resources', 'client-tools', 'admin-tools', 'inquiries', 'team'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** How often the dashboard asks whether an urgent chat is still waiting (and how often its age moves on). */
const URGENT_POLL_MS = 15_000;

/** '4 min', '2 h 5 min', '3 days': how long an urgent chat has been waiting. */
function waitedFor(since: Date, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since.getTime()) / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * Urgent chats nobody said 'I'm on it' to (administrators only: the query is theirs), asked again every
 * URGENT_POLL_MS and when the window regains focus; gone once none are left. The open Inquiries list is read
 * again whenever the count changes, so it shows the same cases.
 */
function UrgentBanner({ onOpen }: { onOpen(): void }) {
  const utils = trpc.useUtils();
  const urgent = trpc.inquiries.urgent.useQuery(undefined, { refetchInterval: URGENT_POLL_MS, refetchOnWindowFocus: 'always', staleTime: 0 });
  const now = useNow(URGENT_POLL_MS);
  const total = urgent.data?.total ?? 0;
  const firstId = urgent.data?.items[0]?.id;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const key = `${total}:${firstId ?? ''}`;
    if (seen.current !== null && seen.current !== key) void utils.inquiries.list.invalidate();
    seen.current = key;
  }, [total, firstId, utils]);

  const oldest = urgent.data?.items[0];
  if (total === 0 || !oldest) return null;
  return (
    <section className="admin-urgent-banner" aria-label="Urgent chats">
      <AlertIcon size={22} />
      <div className="admin-urgent-banner__text">
        {/* Announced when it appears and when the count changes (not as the age moves on). */}
        <Text as="p" weight="bold" size="3" role="alert">
          {total === 1 ? '1 urgent chat' : `${total} urgent chats`} waiting for “I&apos;m on it”
        </Text>
        <Text as="p" size="2">
          Oldest: <span className="admin-urgent-banner__name">{oldest.name}</span>, waiting {waitedFor(new Date(oldest.createdAt), now)}
          {oldest.alerts > 0 ? ` (${oldest.alerts === 1 ? '1 on-call alert' : `${oldest.alerts} on-call alerts`} so far)` : ''}.
        </Text>
      </div>
      <Button asChild color="gray" highContrast size="2" className="admin-urgent-banner__action">
        <Link href="~/admin?tab=inquiries" onClick={onOpen}>
          Open Inquiries
        </Link>
      </Button>
    </section>
  );
}

/**
 * After the banner's link has switched to the Inquiries tab and its cards have loaded: the tabs at the top of
 * the window (below the tiles otherwise), the focus on the Inquiries tab, so the keyboard goes on from there.
 */
function showTabs(ref: RefObject<HTMLDivElement | null>) {
  ref.current?.scrollIntoView({ block: 'start' });
  ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
}

/** The 'Add' button beside the tabs that list content. */
const ADD = { blog: { href: '/new-post', label: 'Add Post' }, resources: { href: '/new-resource', label: 'Add Resource' } } as const;

function AddButton({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild>
      <Link href={href}>
        <PlusIcon /> {label}
      </Link>
    </Button>
  );
}

/** /admin: who is signed in, the live tiles and the tabs. The open tab is kept in `?tab=` so Back and reloads keep it. */
export default function DashboardPage() {
  const { user } = useAuth();
  const isAdmin = hasAdminRole(user?.role);
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = isTab(requested) && ((requested !== 'team' && requested !== 'inquiries') || isAdmin) ? requested : 'blog';
  const selectTab = (value: string) => navigate(value === 'blog' ? '~/admin' : `~/admin?tab=${value}`, { replace: true });
  const tabsRef = useRef<HTMLDivElement>(null);
  const [bringIntoView, setBringIntoView] = useState(false);
  const inquiriesLoaded = useCallback(() => {
    showTabs(tabsRef);
    setBringIntoView(false);
  }, []);

  // Each tab's panel; Inquiries and Team are an administrator's only.
  const panels: [Tab, ReactNode][] = [
    ['blog', <PostsTab />],
    ['resources', <ResourcesTab />],
    ['client-tools', <ClientToolsTab />],
    ['admin-tools', <AdminToolsTab />],
  ];
  if (isAdmin) panels.push(['inquiries', <InquiriesTab onLoaded={bringIntoView ? inquiriesLoaded : undefined} />], ['team', <TeamTab />]);

  return (
    <Container size="4" px="4" py="6">
      {isAdmin ? <UrgentBanner onOpen={() => setBringIntoView(true)} /> : null}
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

      <Tabs.Root value={tab} onValueChange={selectTab} mt="6" ref={tabsRef} className="admin-tabs">
        <Flex justify="between" align="end" gap="3" wrap="wrap" className="admin-tabs-bar">
          <Tabs.List aria-label="Dashboard sections" className="admin-tabs-list">
            <Tabs.Trigger value="blog">Blog Posts</Tabs.Trigger>
            <Tabs.Trigger value="resources">Resources</Tabs.Trigger>
            <Tabs.Trigger value="client-tools">Client Tools</Tabs.Trigger>
            <Tabs.Trigger value="admin-tools">Admin Tools</Tabs.Trigger>
            {isAdmin ? <Tabs.Trigger value="inquiries">Inquiries</Tabs.Trigger> : null}
            {isAdmin ? <Tabs.Trigger value="team">Team</Tabs.Trigger> : null}
          </Tabs.List>
          {tab === 'blog' || tab === 'resources' ? <AddButton {...ADD[tab]} /> : null}
        </Flex>

        {panels.map(([value, panel]) => (
          <Tabs.Content key={value} value={value} className="admin-tab-panel">
            {panel}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}
