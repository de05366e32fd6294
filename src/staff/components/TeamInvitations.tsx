import { Badge, Button, Dialog, Flex, Heading, Select, Table, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import type { Role } from '@shared/roles';
import { inviteInput } from '@shared/schemas/team';
import { ConfirmDialog } from './ConfirmDialog';
import { FieldShell, FormDialogContent, InputField } from './FormField';
import { localDate } from './table-format';
import { serverFieldErrors, useAdminForm } from './use-admin-form';
import { withToasts } from './AdminTable';

type Invitation = RouterOutputs['team']['invitations'][number];

const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', editor: 'Editor' };

/**
 * The Team tab's invitations (server/services/invitations.ts): 'Invite' asks for an address and a role and
 * e-mails a link that sets the colleague's name and password; the invitations not yet used are listed below,
 * each with 'Withdraw'.
 */
export function TeamInvitations() {
  const pending = trpc.team.invitations.useQuery();
  const items = pending.data ?? [];
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text as="p" size="2" color="gray">
          Invite a colleague by e-mail: the link lets them choose a name and password and arrive with the role you chose (valid for 7 days).
        </Text>
        <InviteDialog />
      </Flex>
      {items.length > 0 ? <PendingInvitations items={items} /> : null}
    </Flex>
  );
}

const EMPTY = { email: '', role: 'editor' as Role };

function InviteDialog() {
  const utils = trpc.useUtils();
  const invite = trpc.team.invite.useMutation();
  const [open, setOpen] = useState(false);
  const form = useAdminForm(inviteInput, EMPTY);
  const { errors, saving, reset, showErrors } = form;
  const roleId = useId();

  const close = (next: boolean) => {
    if (saving) return;
    if (!next) reset(EMPTY);
    setOpen(next);
  };

  const submit = form.submit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notify.success('Invitation sent', `${values.email} will receive an e-mail to join as ${ROLE_LABEL[values.role]}.`);
      reset(EMPTY);
      setOpen(false);
      await utils.team.invitations.invalidate();
    } catch (err) {
      const message = errorMessage(err, 'Please try again.');
      // The server's refusal belongs to the address (it already has an account): shown beside it.
      if (!showErrors(serverFieldErrors(err))) showErrors({ '': message });
      notify.error('Error sending the invitation', message);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Trigger>
        <Button type="button">Invite</Button>
      </Dialog.Trigger>
      <FormDialogContent
        title="Invite a colleague"
        description="They receive an e-mail with a link, valid for 7 days, to choose their name and password. Inviting the same address again replaces the earlier invitation."
        onSubmit={submit}
        formRef={form.formRef}
        formError={errors['']}
        actions={{ busy: saving, label: 'Send invitation', busyLabel: 'Sending...' }}
      >
        <InputField label="Email" type="email" autoComplete="off" {...form.field('email')} />
        <FieldShell id={roleId} label="Role" error={errors.role}>
          <Select.Root value={form.values.role} onValueChange={(v) => form.set('role', v as Role)} name="role">
            <Select.Trigger id={roleId} />
            <Select.Content>
              <Select.Item value="editor">Editor</Select.Item>
              <Select.Item value="admin">Admin</Select.Item>
            </Select.Content>
          </Select.Root>
        </FieldShell>
        <Text size="1" color="gray">
          Editors manage posts and resources; admins also manage the team, inquiries, the inbox and the settings.
        </Text>
      </FormDialogContent>
    </Dialog.Root>
  );
}

function PendingInvitations({ items }: { items: Invitation[] }) {
  const utils = trpc.useUtils();
  const revoke = trpc.team.revokeInvitation.useMutation();
  const [asked, setAsked] = useState<Invitation | null>(null);
  const withdraw = async (row: Invitation) => {
    await withToasts(() => revoke.mutateAsync({ id: row.id }), ['Invitation withdrawn', `The link sent to ${row.email} no longer works.`], 'Error withdrawing the invitation');
    await utils.team.invitations.invalidate();
  };
  return (
    <section aria-labelledby="team-invitations-heading">
      <Heading as="h3" size="3" mb="2" id="team-invitations-heading">
        Pending invitations
      </Heading>
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Invited by</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Link valid until</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <span className="admin-sr-only">Actions</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((row) => (
            <Table.Row key={row.id} align="center">
              <Table.RowHeaderCell>{row.email}</Table.RowHeaderCell>
              <Table.Cell>{ROLE_LABEL[row.role]}</Table.Cell>
              <Table.Cell>{row.invitedBy ?? <Text color="gray">—</Text>}</Table.Cell>
              <Table.Cell>
                {row.expired ? (
                  <Badge highContrast color="orange">
                    Expired
                  </Badge>
                ) : (
                  localDate(row.expiresAt)
                )}
              </Table.Cell>
              <Table.Cell>
                <Button size="1" variant="soft" color="red" onClick={() => setAsked(row)} aria-label={`Withdraw the invitation of ${row.email}`}>
                  Withdraw
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(o) => !o && setAsked(null)}
        title="Withdraw invitation"
        description={`The link sent to ${asked?.email ?? ''} will stop working. You can invite the address again later.`}
        confirmLabel="Withdraw"
        onConfirm={() => (asked ? withdraw(asked) : Promise.resolve())}
      />
    </section>
  );
}
