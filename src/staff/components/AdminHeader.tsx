import { Avatar, Badge, Button, DropdownMenu, Flex, IconButton, Popover, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth-context';
import { isAdmin as hasAdminRole } from '@shared/roles';
import { notify } from '../../lib/toast';
import { useFirm } from '../../lib/firm';
import { DashboardIcon, LogOutIcon, MenuIcon } from './AdminIcons';
import { CURRENT_PLAN_NAME } from './plans';
import { trpc } from '../../lib/trpc';

/** 'Inbox', with the number of conversations waiting for a reply (live replies, decision 0021). */
function InboxLabel({ waiting }: { waiting: number }) {
  return (
    <>
      Inbox
      {waiting > 0 ? (
        <Badge color="red" variant="solid" highContrast radius="full" aria-label={`${waiting} waiting`}>
          {waiting}
        </Badge>
      ) : null}
    </>
  );
}

/** First letter of the e-mail, upper-cased; 'U' when there is none. */
export function avatarInitial(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/**
 * Admin header (decision 0018): title, Dashboard, Media, Analytics, the plan badge, Sign out and the avatar menu;
 * for administrators also the Inbox, Bookings, the Audit log and Settings.
 * Under 768 px (admin.css) the same items move into a popover behind one menu button.
 */
export function AdminHeader() {
  const firm = useFirm();
  const { user, signOut } = useAuth();
  const [, navigate] = useLocation();
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const email = user?.email ?? '';
  const initial = avatarInitial(email);
  // The audit log is for administrators only (the server refuses editors too).
  const isAdmin = hasAdminRole(user?.role);
  const waiting = trpc.inbox.waiting.useQuery(undefined, { enabled: isAdmin }).data ?? 0;

  const go = (path: string) => navigate(`~/admin${path}`);

  const signOutAndLeave = async () => {
    setPopoverOpen(false);
    setSigningOut(true);
    try {
      await signOut(); // shows the 'Signed out' toast
      navigate('~/auth', { replace: true });
    } catch (err) {
      console.error(err);
      notify.error('Error signing out', 'An error occurred while signing out.');
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <header className="admin-header">
      <div className="admin-header__inner">
        <Link href="~/admin" className="admin-header__title">
          <span className="admin-header__mark" aria-hidden="true">
            {firm.shortName.charAt(0)}
          </span>
          <span>
            {firm.shortName} <span className="admin-header__sub">Admin</span>
          </span>
        </Link>

        <Flex className="admin-header__desktop" align="center" justify="end" gap="3" wrap="wrap">
          <Button variant="ghost" asChild>
            <Link href="~/admin">
              <DashboardIcon /> Dashboard
            </Link>
          </Button>
          <Button variant="ghost" asChild>
            <Link href="~/admin/media">Media</Link>
          </Button>
          <Button variant="ghost" asChild>
            <Link href="~/admin/analytics">Analytics</Link>
          </Button>
          {isAdmin ? (
            <Button variant="ghost" asChild>
              <Link href="~/admin/inbox">
                <InboxLabel waiting={waiting} />
              </Link>
            </Button>
          ) : null}
          {isAdmin ? (
            <Button variant="ghost" asChild>
              <Link href="~/admin/bookings">Bookings</Link>
            </Button>
          ) : null}
          {isAdmin ? (
            <Button variant="ghost" asChild>
              <Link href="~/admin/audit">Audit log</Link>
            </Button>
          ) : null}
          {isAdmin ? (
            <Button variant="ghost" asChild>
              <Link href="~/admin/settings">Settings</Link>
            </Button>
          ) : null}
          <Badge highContrast color="indigo" variant="soft" size="2">
            {CURRENT_PLAN_NAME}
          </Badge>
          <Button variant="soft" color="gray" onClick={() => void signOutAndLeave()} disabled={signingOut}>
            <LogOutIcon /> Sign out
          </Button>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger>
              <button type="button" className="admin-avatar-button" aria-label={`Account menu for ${email || 'your account'}`}>
                <Avatar fallback={initial} size="2" radius="full" color="indigo" variant="solid" />
              </button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="end" sideOffset={6}>
              <DropdownMenu.Label>My Account</DropdownMenu.Label>
              <DropdownMenu.Item onSelect={() => go('/profile')}>{email}</DropdownMenu.Item>
              <DropdownMenu.Item onSelect={() => go('/subscription')}>{CURRENT_PLAN_NAME}</DropdownMenu.Item>
              <DropdownMenu.Separator />
              <DropdownMenu.Item color="red" onSelect={() => void signOutAndLeave()}>
                Sign out
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </Flex>

        <div className="admin-header__mobile">
          <Popover.Root open={popoverOpen} onOpenChange={setPopoverOpen}>
            <Popover.Trigger>
              <IconButton variant="soft" size="3" aria-label="Open admin menu">
                <MenuIcon size={20} />
              </IconButton>
            </Popover.Trigger>
            <Popover.Content align="end" sideOffset={6} width="260px" aria-label="Admin menu">
              <Flex direction="column" gap="2">
                <Flex align="center" gap="2">
                  <Avatar fallback={initial} size="2" radius="full" color="indigo" variant="solid" aria-hidden="true" />
                  <Text size="2" weight="bold">
                    My Account
                  </Text>
                </Flex>
                <Button variant="ghost" className="admin-menu-item" asChild>
                  <Link href="~/admin/profile" onClick={() => setPopoverOpen(false)}>
                    {email}
                  </Link>
                </Button>
                <Button variant="ghost" className="admin-menu-item" asChild>
                  <Link href="~/admin/subscription" onClick={() => setPopoverOpen(false)}>
                    {CURRENT_PLAN_NAME}
                  </Link>
                </Button>
                <Separator size="4" />
                <Button variant="ghost" className="admin-menu-item" asChild>
                  <Link href="~/admin" onClick={() => setPopoverOpen(false)}>
                    <DashboardIcon /> Dashboard
                  </Link>
                </Button>
                <Button variant="ghost" className="admin-menu-item" asChild>
                  <Link href="~/admin/media" onClick={() => setPopoverOpen(false)}>
                    Media
                  </Link>
                </Button>
                <Button variant="ghost" className="admin-menu-item" asChild>
                  <Link href="~/admin/analytics" onClick={() => setPopoverOpen(false)}>
                    Analytics
                  </Link>
                </Button>
                {isAdmin ? (
                  <Button variant="ghost" className="admin-menu-item" asChild>
                    <Link href="~/admin/inbox" onClick={() => setPopoverOpen(false)}>
                      <InboxLabel waiting={waiting} />
                    </Link>
                  </Button>
                ) : null}
                {isAdmin ? (
                  <Button variant="ghost" className="admin-menu-item" asChild>
                    <Link href="~/admin/bookings" onClick={() => setPopoverOpen(false)}>
                      Bookings
                    </Link>
                  </Button>
                ) : null}
                {isAdmin ? (
                  <Button variant="ghost" className="admin-menu-item" asChild>
                    <Link href="~/admin/audit" onClick={() => setPopoverOpen(false)}>
                      Audit log
                    </Link>
                  </Button>
                ) : null}
                {isAdmin ? (
                  <Button variant="ghost" className="admin-menu-item" asChild>
                    <Link href="~/admin/settings" onClick={() => setPopoverOpen(false)}>
                      Settings
                    </Link>
                  </Button>
                ) : null}
                <Button variant="ghost" color="red" className="admin-menu-item" onClick={() => void signOutAndLeave()} disabled={signingOut}>
                  <LogOutIcon /> Sign out
                </Button>
              </Flex>
            </Popover.Content>
          </Popover.Root>
        </div>
      </div>
    </header>
  );
}
