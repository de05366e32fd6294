import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { INQUIRY_SORTS } from '../../shared/schemas/paging';
import { AdminTable, useAdminList, withToasts } from './AdminTable';
import { localDateTime } from './format';
import { CheckIcon, TrashIcon } from './icons';

type Inquiry = RouterOutputs['inquiries']['list']['items'][number];

const TEXTS = { label: 'Inquiries', loading: 'Loading inquiries...', what: 'inquiries', fetchError: 'Error fetching inquiries', empty: 'No inquiries yet.' };
const DELETED: [string, string] = ['Inquiry deleted', 'The inquiry has been permanently deleted.'];
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

/** One inquiry's card: who, when, its state, Mark handled / Mark as new, Delete, the contact details and the message. */
function InquiryCard({ inquiry, onToggle, onDelete }: { inquiry: Inquiry; onToggle(): void; onDelete(): void }) {
  return (
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
            onClick={onToggle}
            aria-label={`${inquiry.handled ? 'Mark as new' : 'Mark handled'}: inquiry from ${inquiry.name}`}
          >
            {inquiry.handled ? null : <CheckIcon size={14} />}
            {inquiry.handled ? 'Mark as new' : 'Mark handled'}
          </Button>
          <Button size="1" variant="soft" color="red" onClick={onDelete} aria-label={`Delete inquiry from ${inquiry.name}`}>
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
  );
}

/**
 * Inquiries tab (DESIGN 4; administrators only): contact-form submissions, newest first, a page at a time
 * (the page kept in the address); mark handled, delete, or export them all as CSV (each recorded in the audit log).
 */
export function InquiriesTab() {
  const utils = trpc.useUtils();
  const state = useAdminList(INQUIRY_SORTS);
  const list = trpc.inquiries.list.useQuery(state.input, { placeholderData: keepPreviousData });
  const setHandled = trpc.inquiries.setHandled.useMutation();
  const remove = trpc.inquiries.delete.useMutation();

  const toggle = async (inquiry: Inquiry) => {
    const now = inquiry.handled ? 'The inquiry is marked as new.' : 'The inquiry is marked as handled.';
    await withToasts(() => setHandled.mutateAsync({ id: inquiry.id, handled: !inquiry.handled }), ['Inquiry updated', now], 'Error updating inquiry');
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

  // No Export button while there is nothing to export.
  const exportBar =
    list.data && list.data.total > 0 ? (
      <Flex justify="end">
        <Button variant="soft" onClick={() => void download()} disabled={exportCsv.isPending}>
          Export CSV
        </Button>
      </Flex>
    ) : null;
  const cards = { className: 'admin-inquiries', render: (inquiry: Inquiry, ask: () => void) => <InquiryCard inquiry={inquiry} onToggle={() => void toggle(inquiry)} onDelete={ask} /> };
  const destructive = { deleteWhat: () => 'this inquiry', run: (inquiry: Inquiry) => remove.mutateAsync({ id: inquiry.id }), done: () => DELETED, failed: 'Error deleting inquiry' };
  return <AdminTable state={state} list={list} texts={TEXTS} toolbar={exportBar} cards={cards} destructive={destructive} />;
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
