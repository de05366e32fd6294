import { Badge, Button, Flex, Select, Switch, Table, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAuth } from '../../lib/auth-context';
import { errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { AdminPager, useFitPage } from './AdminPager';
import { ListError } from './ListError';
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog';

type Member = RouterOutputs['team']['list']['items'][number];
type RoleChoice = 'admin' | 'editor' | 'none';

const ROLE_LABEL: Record<RoleChoice, string> = { admin: 'Admin', editor: 'Editor', none: 'No access' };
const ROLE_COLOR = { admin: 'indigo', editor: 'green', none: 'gray' } as const;

function roleOf(member: Pick<Member, 'role'>): RoleChoice {
  return member.role === 'admin' || member.role === 'editor' ? member.role : 'none';
}

export const OWN_ROLE_HINT = 'You cannot remove your own admin role.';

/** Team tab (admins only, DESIGN 3.3): every account, a page at a time, its role and confirmation; grant or remove a role. */
export function TeamTab() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const list = trpc.team.list.useQuery({ page }, { placeholderData: keepPreviousData });
  useErrorToast(list.error, 'Error fetching team');
  useFitPage(list.data?.pageCount, page, setPage);
  const setRole = trpc.team.setRole.useMutation();
  const [savingId, setSavingId] = useState<string | null>(null);

  const change = async (member: Member, choice: RoleChoice) => {
    if (choice === roleOf(member)) return;
    setSavingId(member.id);
    try {
      await setRole.mutateAsync({ userId: member.id, role: choice === 'none' ? null : choice });
      notify.success('Role updated', `${member.email} now has the role ${ROLE_LABEL[choice]}.`);
    } catch (err) {
      notify.error('Error updating role', errorMessage(err, 'Please try again.'));
    } finally {
      setSavingId(null);
    }
    await utils.team.list.invalidate();
  };

  const resetTwoFactor = trpc.team.resetTwoFactor.useMutation();
  const [resetting, setResetting] = useState<Member | null>(null);
  const confirmReset = async () => {
    if (!resetting) return;
    try {
      await resetTwoFactor.mutateAsync({ userId: resetting.id });
      notify.success('Two-factor reset', `${resetting.email} signs in with a password only until they set it up again.`);
    } catch (err) {
      notify.error('Error resetting two-factor', errorMessage(err, 'Please try again.'));
    }
    await utils.team.list.invalidate();
  };

  if (list.isPending) return <Text role="status">Loading team...</Text>;
  if (!list.data) return <ListError what="team members" onRetry={() => void list.refetch()} />;
  const rows = list.data.items;

  return (
    <Flex direction="column" gap="3">
      <RequireTwoFactor />
      <Text as="p" size="2" color="gray">
        New accounts have no access until an administrator gives them a role. Editors manage posts and resources; admins also manage the
        team.
      </Text>
      <Table.Root variant="surface">
          <caption className="admin-sr-only">Team</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Email confirmation</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Two-factor</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Change role</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((member) => {
            const role = roleOf(member);
            const isSelf = member.id === user?.id;
            const hintId = `team-hint-${member.id}`;
            return (
              <Table.Row key={member.id} align="center">
                <Table.RowHeaderCell>{member.email}</Table.RowHeaderCell>
                <Table.Cell>{member.name || <Text color="gray">—</Text>}</Table.Cell>
                <Table.Cell>
                  <Badge highContrast color={ROLE_COLOR[role]}>{ROLE_LABEL[role]}</Badge>
                </Table.Cell>
                <Table.Cell>{member.emailVerified ? <Badge highContrast color="green">Confirmed</Badge> : <Badge highContrast color="orange">Not confirmed</Badge>}</Table.Cell>
                <Table.Cell>
                  <Flex align="center" gap="2" wrap="wrap">
                    {member.twoFactorEnabled ? <Badge highContrast color="green">On</Badge> : <Badge highContrast color="gray">Off</Badge>}
                    {member.twoFactorEnabled && !isSelf ? (
                      <Button size="1" variant="soft" color="red" onClick={() => setResetting(member)} aria-label={`Reset two-factor for ${member.email}`}>
                        Reset
                      </Button>
                    ) : null}
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  <Flex direction="column" gap="1">
                    <Select.Root value={role} onValueChange={(v) => void change(member, v as RoleChoice)} disabled={isSelf || savingId === member.id}>
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
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <AdminPager page={list.data.page} pageCount={list.data.pageCount} total={list.data.total} label="Team" onPage={setPage} />
      <ResetTwoFactorDialog email={resetting?.email ?? null} onClose={() => setResetting(null)} onConfirm={confirmReset} />
    </Flex>
  );
}

/** The admins' switch: require two-factor sign-in of every staff member (recorded in the audit log). */
function RequireTwoFactor() {
  const utils = trpc.useUtils();
  const setting = trpc.team.twoFactorRequired.useQuery();
  const save = trpc.team.setTwoFactorRequired.useMutation();
  const change = async (required: boolean) => {
    try {
      await save.mutateAsync({ required });
      notify.success(
        'Two-factor setting saved',
        required ? 'Every staff member must now use two-factor authentication.' : 'Two-factor authentication is now optional.',
      );
    } catch (err) {
      notify.error('Error saving the two-factor setting', errorMessage(err, 'Please try again.'));
    }
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
