import { Badge, Button, Flex, Select, Switch, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAuth } from '../../lib/auth-context';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { isStaff, type Role } from '@shared/roles';
import { TEAM_SORTS, type SortOf } from '@shared/schemas/paging';
import { AdminTable, useAdminList, withToasts, type Column, type Destructive } from './AdminTable';
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog';
import { TeamInvitations } from './TeamInvitations';

type Member = RouterOutputs['team']['list']['items'][number];
type RoleChoice = Role | 'none';
type TeamSort = SortOf<typeof TEAM_SORTS>;

const ROLE_LABEL: Record<RoleChoice, string> = { admin: 'Admin', editor: 'Editor', none: 'No access' };
const ROLE_COLOR = { admin: 'indigo', editor: 'green', none: 'gray' } as const;

function roleOf(member: Pick<Member, 'role'>): RoleChoice {
  return isStaff(member.role) ? member.role : 'none';
}

const TEXTS = { label: 'Team', loading: 'Loading team...', what: 'team members', fetchError: 'Error fetching team', empty: 'No accounts yet.' };

export const OWN_ROLE_HINT = 'You cannot remove your own admin role.';

/** Team tab (admins only, Decision 0005): every account, a page at a time, sortable, its role and confirmation; grant or remove a role. */
export function TeamTab() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const state = useAdminList(TEAM_SORTS);
  const list = trpc.team.list.useQuery(state.input, { placeholderData: keepPreviousData });
  const setRole = trpc.team.setRole.useMutation();
  const [savingId, setSavingId] = useState<string | null>(null);

  const change = async (member: Member, choice: RoleChoice) => {
    if (choice === roleOf(member)) return;
    setSavingId(member.id);
    await withToasts(
      () => setRole.mutateAsync({ userId: member.id, role: choice === 'none' ? null : choice }),
      ['Role updated', `${member.email} now has the role ${ROLE_LABEL[choice]}.`],
      'Error updating role',
    );
    setSavingId(null);
    await utils.team.list.invalidate();
  };

  const resetTwoFactor = trpc.team.resetTwoFactor.useMutation();

  const columns: Column<Member, TeamSort>[] = [
    { header: 'Email', sort: 'email', cell: (member) => member.email },
    { header: 'Name', sort: 'name', cell: (member) => member.name || <Text color="gray">—</Text> },
    {
      header: 'Role',
      sort: 'role',
      cell: (member) => (
        <Badge highContrast color={ROLE_COLOR[roleOf(member)]}>
          {ROLE_LABEL[roleOf(member)]}
        </Badge>
      ),
    },
    {
      header: 'Email confirmation',
      cell: (member) => (member.emailVerified ? <Badge highContrast color="green">Confirmed</Badge> : <Badge highContrast color="orange">Not confirmed</Badge>),
    },
    {
      header: 'Two-factor',
      cell: (member, ask) => (
        <Flex align="center" gap="2" wrap="wrap">
          {member.twoFactorEnabled ? <Badge highContrast color="green">On</Badge> : <Badge highContrast color="gray">Off</Badge>}
          {member.twoFactorEnabled && member.id !== user?.id ? (
            <Button size="1" variant="soft" color="red" onClick={ask} aria-label={`Reset two-factor for ${member.email}`}>
              Reset
            </Button>
          ) : null}
        </Flex>
      ),
    },
    {
      header: 'Change role',
      cell: (member) => {
        const isSelf = member.id === user?.id;
        const hintId = `team-hint-${member.id}`;
        return (
          <Flex direction="column" gap="1">
            <Select.Root value={roleOf(member)} onValueChange={(v) => void change(member, v as RoleChoice)} disabled={isSelf || savingId === member.id}>
              <Select.Trigger aria-label={`Role for ${member.email}`} aria-describedby={isSelf ? hintId : undefined} />
              <Select.Content>
                <Select.Item value="admin">Admin</Select.Item>
                <Select.Item value="editor">Editor</Select.Item>
                <Select.Item value="none">No access</Select.Item>
              </Select.Content>
            </Select.Root>
            {isSelf ? (
              <Text id={hintId} size="1" color="gray">
                {OWN_ROLE_HINT}
              </Text>
            ) : null}
          </Flex>
        );
      },
    },
  ];

  const reset: Destructive<Member> = {
    dialog: ({ row, close, confirm }) => <ResetTwoFactorDialog email={row?.email ?? null} onClose={close} onConfirm={confirm} />,
    run: (member) => resetTwoFactor.mutateAsync({ userId: member.id }),
    done: (member) => ['Two-factor reset', `${member.email} signs in with a password only until they set it up again.`],
    failed: 'Error resetting two-factor',
  };
  return <AdminTable state={state} list={list} texts={TEXTS} toolbar={<TeamSettings />} columns={columns} destructive={reset} />;
}

/** Above the table: the two-factor requirement, invitations and what the roles mean. */
function TeamSettings() {
  return (
    <>
      <RequireTwoFactor />
      <TeamInvitations />
      <Text as="p" size="2" color="gray">
        Accounts made through sign-up have no access until an administrator gives them a role (administrators get an e-mail when one
        waits). Editors manage posts and resources; admins also manage the team.
      </Text>
    </>
  );
}

/** The admins' switch: require two-factor sign-in of every staff member (recorded in the audit log). */
function RequireTwoFactor() {
  const utils = trpc.useUtils();
  const setting = trpc.team.twoFactorRequired.useQuery();
  const save = trpc.team.setTwoFactorRequired.useMutation();
  const change = async (required: boolean) => {
    const now = required ? 'Every staff member must now use two-factor authentication.' : 'Two-factor authentication is now optional.';
    await withToasts(() => save.mutateAsync({ required }), ['Two-factor setting saved', now], 'Error saving the two-factor setting');
    await utils.team.twoFactorRequired.invalidate();
  };
  const id = useId();
  return (
    <Flex gap="3" align="start">
      <Switch
        id={id}
        checked={setting.data?.required ?? false}
        disabled={!setting.data || save.isPending}
        onCheckedChange={(v) => void change(v)}
        aria-describedby={`${id}-hint`}
        mt="1"
      />
      <Flex direction="column">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          Require two-factor authentication for all staff
        </Text>
        <Text id={`${id}-hint`} size="1" color="gray">
          Staff without it can only set it up in their profile until they turn it on. Turn it on for your own account first.
        </Text>
      </Flex>
    </Flex>
  );
}
