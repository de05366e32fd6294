import { Button, Code, Flex, Select, Table, Text, TextField } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminPager, useFitPage } from '../components/AdminPager';
import { FormPageShell } from '../components/FormPageShell';
import { ListError } from '../components/ListError';
import { firmDateTime } from '../components/table-format';
import { trpc } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { AUDIT_ACTIONS, auditActionLabel } from '@shared/schemas/audit';

const ALL = 'all';

/** What changed, one `field: before → after` per line; other facts as `key: value`. */
function describeChanges(changes: unknown): string[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, value]) => {
    if (value && typeof value === 'object' && 'before' in value && 'after' in value) {
      const v = value as { before: unknown; after: unknown };
      return `${field}: ${JSON.stringify(v.before)} → ${JSON.stringify(v.after)}`;
    }
    return `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`;
  });
}

/** /admin/audit (administrators): who did what, when, to what and from where, newest first, a page at a time. */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState(ALL);
  const [actorDraft, setActorDraft] = useState('');
  const [actorEmail, setActorEmail] = useState('');
  const list = trpc.audit.list.useQuery({ page, action: action === ALL ? '' : action, actorEmail }, { placeholderData: keepPreviousData });
  useErrorToast(list.error, 'Error fetching the audit log');
  useFitPage(list.data?.pageCount, page, setPage);

  const applyActor = (e: FormEvent) => {
    e.preventDefault();
    setActorEmail(actorDraft.trim());
    setPage(1);
  };

  return (
    <FormPageShell title="Audit log" wide>
      <Flex gap="4" wrap="wrap" align="end" mb="4">
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id="audit-action-label">
            Action
          </Text>
          <Select.Root
            value={action}
            onValueChange={(v) => {
              setAction(v);
              setPage(1);
            }}
          >
            <Select.Trigger aria-labelledby="audit-action-label" />
            <Select.Content>
              <Select.Item value={ALL}>All actions</Select.Item>
              {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
                <Select.Item key={value} value={value}>
                  {label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <form onSubmit={applyActor} aria-label="Filter by e-mail">
          <Flex gap="2" align="end">
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor="audit-actor">
                Actor e-mail
              </Text>
              <TextField.Root id="audit-actor" type="email" value={actorDraft} onChange={(e) => setActorDraft(e.target.value)} placeholder="name@example.com" />
            </Flex>
            <Button type="submit" variant="soft">
              Filter
            </Button>
            {actorEmail ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setActorDraft('');
                  setActorEmail('');
                  setPage(1);
                }}
              >
                Clear
              </Button>
            ) : null}
          </Flex>
        </form>
      </Flex>

      {list.isPending ? (
        <Text role="status">Loading audit log...</Text>
      ) : !list.data ? (
        <ListError what="audit entries" onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <Text as="p" color="gray" className="admin-empty">
          No entries match.
        </Text>
      ) : (
        <Flex direction="column" gap="3">
          <Table.Root variant="surface" aria-busy={list.isPlaceholderData}>
            <caption className="admin-sr-only">Audit log, newest first</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>When</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Who</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Action</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Target</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Changes</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Address</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.items.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell>{firmDateTime(entry.at)}</Table.Cell>
                  <Table.Cell>{entry.actorEmail ?? <Text color="gray">—</Text>}</Table.Cell>
                  <Table.RowHeaderCell>{auditActionLabel(entry.action)}</Table.RowHeaderCell>
                  <Table.Cell>{entry.targetLabel ?? (entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : '—')}</Table.Cell>
                  <Table.Cell>
                    {describeChanges(entry.changes).map((line) => (
                      <Text as="div" size="1" key={line}>
                        <Code variant="ghost">{line}</Code>
                      </Text>
                    ))}
                  </Table.Cell>
                  <Table.Cell>{entry.ip ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <AdminPager page={list.data.page} pageCount={list.data.pageCount} total={list.data.total} label="Audit log" onPage={setPage} />
        </Flex>
      )}
    </FormPageShell>
  );
}
