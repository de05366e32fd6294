import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { AdminPager, useFitPage } from './AdminPager';
import { ConfirmDeleteDialog } from './ConfirmDialog';
import { ListError } from './ListError';
import { localDateTime } from './format';
import { CheckIcon, TrashIcon } from './icons';

type Inquiry = RouterOutputs['inquiries']['list']['items'][number];

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French' };

/** The firm's notification e-mail, sent by the server's job queue (retried while the mail server is down). */
function deliveryText(inquiry: Inquiry): { label: string; color: 'green' | 'amber' | 'red' | 'gray'; detail: string } {
  const attempts = `${inquiry.deliveryAttempts} attempt${inquiry.deliveryAttempts === 1 ? '' : 's'}`;
  switch (inquiry.deliveryState) {
    case 'sent':
      return { label: 'Sent', color: 'green', detail: inquiry.deliveredAt ? localDateTime(inquiry.deliveredAt) : '' };
    case 'retrying':
      return { label: 'Retrying', color: 'amber', detail: `${attempts} so far: ${inquiry.deliveryError ?? 'mail server unavailable'}` };
    case 'failed':
      return { label: 'Failed', color: 'red', detail: `gave up after ${attempts}: ${inquiry.deliveryError ?? 'mail server unavailable'}` };
    default:
      return { label: 'Queued', color: 'gray', detail: 'waiting to be sent' };
  }
}

/** Hands the browser a file to save (the CSV already starts with its byte-order mark). */
function saveFile(filename: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Inquiries tab (DESIGN 4; administrators only): contact-form submissions, newest first, a page at a time;
 * mark handled, delete, or export them all as CSV (each recorded in the audit log).
 */
export function InquiriesTab() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const list = trpc.inquiries.list.useQuery({ page }, { placeholderData: keepPreviousData });
  useErrorToast(list.error, 'Error fetching inquiries');
  useFitPage(list.data?.pageCount, page, setPage);
  const setHandled = trpc.inquiries.setHandled.useMutation();
  const remove = trpc.inquiries.delete.useMutation();
  const [pending, setPending] = useState<Inquiry | null>(null);

  const toggle = async (inquiry: Inquiry) => {
    try {
      await setHandled.mutateAsync({ id: inquiry.id, handled: !inquiry.handled });
      notify.success('Inquiry updated', inquiry.handled ? 'The inquiry is marked as new.' : 'The inquiry is marked as handled.');
    } catch (err) {
      notify.error('Error updating inquiry', errorMessage(err, 'Please try again.'));
    }
    await utils.inquiries.list.invalidate();
  };

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync({ id: pending.id });
      notify.success('Inquiry deleted', 'The inquiry has been permanently deleted.');
    } catch (err) {
      notify.error('Error deleting inquiry', errorMessage(err, 'Please try again.'));
    }
    await utils.inquiries.list.invalidate();
  };

  const exportCsv = trpc.inquiries.exportCsv.useMutation();
  const download = async () => {
    try {
      const file = await exportCsv.mutateAsync();
      saveFile(file.filename, file.csv, 'text/csv;charset=utf-8');
      notify.success('Inquiries exported', `${file.count} inquir${file.count === 1 ? 'y' : 'ies'} saved as ${file.filename}.`);
    } catch (err) {
      notify.error('Error exporting inquiries', errorMessage(err, 'Please try again.'));
    }
  };
  const exportButton = (
    <Flex justify="end">
      <Button variant="soft" onClick={() => void download()} disabled={exportCsv.isPending}>
        Export CSV
      </Button>
    </Flex>
  );

  if (list.isPending) return <Text role="status">Loading inquiries...</Text>;
  if (!list.data) return <ListError what="inquiries" onRetry={() => void list.refetch()} />;
  const rows = list.data.items;
  if (list.data.total === 0) {
    return (
      <Text as="p" color="gray" className="admin-empty">
        No inquiries yet.
      </Text>
    );
  }

  return (
    <>
      {exportButton}
      <ul className="admin-inquiries" aria-label="Inquiries" aria-busy={list.isPlaceholderData}>
        {rows.map((inquiry) => (
          <li key={inquiry.id}>
            <Card size="2" className={inquiry.handled ? 'admin-inquiry is-handled' : 'admin-inquiry'}>
              <Flex justify="between" align="start" gap="3" wrap="wrap">
                <Flex direction="column" gap="1">
                  <Flex align="center" gap="2" wrap="wrap">
                    <Heading as="h3" size="3">
                      {inquiry.name}
                    </Heading>
                    {inquiry.handled ? <Badge highContrast color="gray">Handled</Badge> : <Badge highContrast color="blue">New</Badge>}
                  </Flex>
                  <Text size="2" color="gray">
                    Received {localDateTime(inquiry.createdAt)}
                  </Text>
                </Flex>
                <Flex gap="2">
                  <Button
                    size="1"
                    variant="soft"
                    color={inquiry.handled ? 'gray' : 'green'}
                    onClick={() => void toggle(inquiry)}
                    aria-label={`${inquiry.handled ? 'Mark as new' : 'Mark handled'}: inquiry from ${inquiry.name}`}
                  >
                    {inquiry.handled ? null : <CheckIcon size={14} />}
                    {inquiry.handled ? 'Mark as new' : 'Mark handled'}
                  </Button>
                  <Button size="1" variant="soft" color="red" onClick={() => setPending(inquiry)} aria-label={`Delete inquiry from ${inquiry.name}`}>
                    <TrashIcon size={14} /> Delete
                  </Button>
                </Flex>
              </Flex>
              <dl className="admin-inquiry__contact">
                <div>
                  <dt>Email</dt>
                  <dd>
                    <RadixLink href={`mailto:${inquiry.email}`}>{inquiry.email}</RadixLink>
                  </dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <RadixLink href={telHref(inquiry.phone)}>{inquiry.phone}</RadixLink>
                  </dd>
                </div>
                <div>
                  <dt>Language</dt>
                  <dd>{LANGUAGE_NAMES[inquiry.locale] ?? inquiry.locale}</dd>
                </div>
                <DeliveryState inquiry={inquiry} />
              </dl>
              <Text as="p" size="2" className="admin-inquiry__message">
                {inquiry.message}
              </Text>
            </Card>
          </li>
        ))}
      </ul>
      <AdminPager page={list.data.page} pageCount={list.data.pageCount} total={list.data.total} label="Inquiries" onPage={setPage} />
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        what="this inquiry"
        onConfirm={confirmDelete}
      />
    </>
  );
}

function DeliveryState({ inquiry }: { inquiry: Inquiry }) {
  const state = deliveryText(inquiry);
  return (
    <div>
      <dt>E-mail to the firm</dt>
      <dd>
        <Badge color={state.color} highContrast>
          {state.label}
        </Badge>{' '}
        {state.detail ? (
          <Text size="1" color="gray">
            {state.detail}
          </Text>
        ) : null}
      </dd>
    </div>
  );
}
