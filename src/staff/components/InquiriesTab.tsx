import { Badge, Button, Callout, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import type { IntakeAnswers } from '@shared/chat-intake';
import { INQUIRY_SORTS } from '@shared/schemas/paging';
import { AdminTable, useAdminList, withToasts } from './AdminTable';
import { firmDateTime } from './table-format';
import { AlertIcon, CheckIcon, TrashIcon } from './AdminIcons';
import { IntakeList, MessageList } from './chat-views';
import { CameFrom } from './CameFrom';
import { languageText } from './chat-text';

type Inquiry = RouterOutputs['inquiries']['list']['items'][number];
type Conversation = RouterOutputs['inquiries']['conversation'];

/** Every inquiry as CSV, streamed by the server as a download (server/routes/export.ts); administrators only. */
const INQUIRIES_CSV_URL = '/admin/inquiries.csv';

const TEXTS = { label: 'Inquiries', loading: 'Loading inquiries...', what: 'inquiries', fetchError: 'Error fetching inquiries', empty: 'No inquiries yet.' };
const DELETED: [string, string] = ['Inquiry deleted', 'The inquiry has been permanently deleted.'];

/** The firm's notification e-mail, sent by the server's job queue (retried while the mail server is down). */
function deliveryText(inquiry: Inquiry): { label: string; color: 'green' | 'amber' | 'red' | 'gray'; detail: string } {
  const attempts = `${inquiry.deliveryAttempts} attempt${inquiry.deliveryAttempts === 1 ? '' : 's'}`;
  switch (inquiry.deliveryState) {
    case 'sent':
      return { label: 'Sent', color: 'green', detail: inquiry.deliveredAt ? firmDateTime(inquiry.deliveredAt) : '' };
    case 'retrying':
      return { label: 'Retrying', color: 'amber', detail: `${attempts} so far: ${inquiry.deliveryError ?? 'mail server unavailable'}` };
    case 'failed':
      return { label: 'Failed', color: 'red', detail: `gave up after ${attempts}: ${inquiry.deliveryError ?? 'mail server unavailable'}` };
    default:
      return { label: 'Queued', color: 'gray', detail: 'waiting to be sent' };
  }
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** 'I'm on it' for an urgent chat: stops the escalation; the list and the dashboard's banner are read again. */
function useAcknowledge() {
  const utils = trpc.useUtils();
  const ack = trpc.inquiries.acknowledgeUrgent.useMutation();
  const run = async (inquiry: Inquiry) => {
    try {
      const result = await ack.mutateAsync({ id: inquiry.id });
      if (result.already) notify.info('Already acknowledged', `${result.ackedBy} acknowledged it at ${firmDateTime(result.at)}.`);
      else notify.success("You're on it", `No further on-call alerts go out for ${inquiry.name}.`);
    } catch (err) {
      notify.error('Error acknowledging', errorMessage(err, 'Please try again.'));
    }
    await Promise.all([utils.inquiries.list.invalidate(), utils.inquiries.urgent.invalidate(), utils.inquiries.conversation.invalidate({ id: inquiry.id })]);
  };
  return { run, pendingId: ack.isPending ? ack.variables?.id : undefined };
}

/**
 * 'Called back' for an urgent chat: the visitor was called, so it is no longer marked Urgent (pressed before
 * 'I'm on it', it says that too). The list and the dashboard's banner are read again.
 */
function useCalledBack() {
  const utils = trpc.useUtils();
  const called = trpc.inquiries.calledBack.useMutation();
  const run = async (inquiry: Inquiry) => {
    try {
      const result = await called.mutateAsync({ id: inquiry.id });
      const by = result.calledBack ? `${result.calledBack.by} at ${firmDateTime(result.calledBack.at)}` : '';
      if (result.already) notify.info('Already called back', `Recorded by ${by}.`);
      else notify.success('Callback recorded', `${inquiry.name} was called back; the inquiry is no longer marked urgent.`);
    } catch (err) {
      notify.error('Error recording the callback', errorMessage(err, 'Please try again.'));
    }
    await Promise.all([utils.inquiries.list.invalidate(), utils.inquiries.urgent.invalidate()]);
  };
  return { run, pendingId: called.isPending ? called.variables?.id : undefined };
}

/** An urgent chat's state: waiting for someone to take it, taken but nobody called back yet, or called back. */
function urgentState(inquiry: Inquiry): 'waiting' | 'taken' | 'calledBack' | null {
  if (!inquiry.urgent) return null;
  if (inquiry.calledBackAt) return 'calledBack';
  return inquiry.urgentAckedAt ? 'taken' : 'waiting';
}

/** One inquiry's card: who, when, its state, its actions, the contact details, then the message or the chat's answers. */
function InquiryCard({
  inquiry,
  onToggle,
  onDelete,
  onAcknowledge,
  acknowledging,
  onCalledBack,
  callingBack,
}: {
  inquiry: Inquiry;
  onToggle(): void;
  onDelete(): void;
  onAcknowledge(): void;
  acknowledging: boolean;
  onCalledBack(): void;
  callingBack: boolean;
}) {
  const chat = inquiry.source === 'chat';
  const urgent = urgentState(inquiry);
  const waiting = urgent === 'waiting';
  // Marked Urgent until someone records the callback, not only until someone says 'I'm on it' (issue 35).
  const open = waiting || urgent === 'taken';
  const classes = ['admin-inquiry', inquiry.handled ? 'is-handled' : '', open ? 'is-urgent' : ''].filter(Boolean).join(' ');
  const answers = inquiry.intake?.answers ?? {};
  return (
    <Card size="2" className={classes}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1" className="admin-inquiry__who">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="3" className="admin-inquiry__name">
              {inquiry.name}
            </Heading>
            {open ? (
              <Badge color="red" variant="solid" highContrast size="2">
                <AlertIcon size={14} /> Urgent
              </Badge>
            ) : null}
            {open ? (
              <Text size="2" weight="bold" color="red" className="admin-inquiry__urgent-state">
                {waiting ? 'Waiting' : 'Not called back yet'}
              </Text>
            ) : null}
            {inquiry.unfinished ? (
              <Badge color="amber" highContrast>
                Unfinished
              </Badge>
            ) : null}
            {chat ? (
              <Badge color="indigo" highContrast>
                Chat
              </Badge>
            ) : null}
            {inquiry.handled ? <Badge highContrast color="gray">Handled</Badge> : <Badge highContrast color="blue">New</Badge>}
          </Flex>
          <Text size="2" color="gray">
            Received {firmDateTime(inquiry.createdAt)}
          </Text>
          <CameFrom attribution={inquiry.attribution} />
          {inquiry.urgent && inquiry.urgentAckedAt ? (
            <Text size="2" color={urgent === 'calledBack' ? 'green' : 'gray'} className="admin-inquiry__acked">
              <CheckIcon size={14} /> Taken by {inquiry.urgentAckedBy || 'someone'} at {firmDateTime(inquiry.urgentAckedAt)}
            </Text>
          ) : null}
          {inquiry.urgent && inquiry.calledBackAt ? (
            <Text size="2" color="green" className="admin-inquiry__called-back">
              <CheckIcon size={14} /> Called back by {inquiry.calledBackBy || 'someone'} at {firmDateTime(inquiry.calledBackAt)}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="2" wrap="wrap">
          {waiting ? (
            <Button size="2" color="red" highContrast onClick={onAcknowledge} disabled={acknowledging} aria-label={`I'm on it: urgent inquiry from ${inquiry.name}`}>
              I&apos;m on it
            </Button>
          ) : null}
          {open ? (
            <Button
              size="2"
              color={waiting ? 'gray' : 'red'}
              variant={waiting ? 'soft' : 'solid'}
              highContrast
              onClick={onCalledBack}
              disabled={callingBack}
              aria-label={`Called back: urgent inquiry from ${inquiry.name}`}
            >
              <CheckIcon size={14} /> Called back
            </Button>
          ) : null}
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
      {inquiry.emailSafe ? null : (
        <Callout.Root color="red" highContrast size="1" mt="3" className="admin-inquiry__unsafe">
          <Callout.Icon>
            <AlertIcon size={16} />
          </Callout.Icon>
          <Callout.Text weight="bold">E-mail not safe — do not e-mail</Callout.Text>
        </Callout.Root>
      )}
      <dl className="admin-inquiry__contact">
        <div>
          <dt>Email</dt>
          <dd>{inquiry.email && inquiry.emailSafe ? <RadixLink href={`mailto:${inquiry.email}`}>{inquiry.email}</RadixLink> : (inquiry.email || '—')}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            {inquiry.phone ? <RadixLink href={telHref(inquiry.phone)}>{inquiry.phone}</RadixLink> : '—'}
            {answers.safeCall === 'no' ? (
              <Badge color="red" highContrast ml="2">
                Not safe to call
              </Badge>
            ) : null}
            {answers.safeText === 'no' ? (
              <Badge color="red" highContrast ml="2">
                Not safe to text
              </Badge>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{languageText(inquiry.locale, answers)}</dd>
        </div>
        <DeliveryState inquiry={inquiry} />
      </dl>
      {chat ? <ChatDetails inquiry={inquiry} answers={answers} /> : null}
      {chat ? null : (
        <Text as="p" size="2" className="admin-inquiry__message">
          {inquiry.message}
        </Text>
      )}
    </Card>
  );
}

/** A chat inquiry's answers (label → value, in the order asked) and its conversation, loaded when opened. */
function ChatDetails({ inquiry, answers }: { inquiry: Inquiry; answers: IntakeAnswers }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  // The message holds the story, and before it whatever the visitor wrote instead of choosing a path.
  const ownWords = inquiry.message && inquiry.message !== answers.story ? inquiry.message : '';
  return (
    <>
      {ownWords ? (
        <div className="admin-inquiry__own-words">
          <Text as="p" size="1" color="gray">
            Message
          </Text>
          <Text as="p" size="2" className="admin-inquiry__message">
            {ownWords}
          </Text>
        </div>
      ) : null}
      <IntakeList answers={answers} label={`Chat answers of ${inquiry.name}`} />
      <div className="admin-conversation">
        <Button
          type="button"
          variant="ghost"
          size="1"
          aria-expanded={open}
          aria-controls={regionId}
          aria-label={`Conversation: inquiry from ${inquiry.name}`}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> Conversation
        </Button>
        <div id={regionId} hidden={!open}>
          {open ? <ConversationView id={inquiry.id} /> : null}
        </div>
      </div>
    </>
  );
}

function ConversationView({ id }: { id: string }) {
  const conversation = trpc.inquiries.conversation.useQuery({ id });
  if (conversation.isPending) return <Text role="status" size="2">Loading the conversation...</Text>;
  if (!conversation.data) {
    return (
      <Flex gap="2" align="center" role="alert">
        <Text size="2" color="red">
          The conversation could not be loaded.
        </Text>
        <Button type="button" size="1" variant="soft" onClick={() => void conversation.refetch()}>
          Try again
        </Button>
      </Flex>
    );
  }
  return <ConversationLists data={conversation.data} />;
}

function ConversationLists({ data }: { data: Conversation }) {
  const alerts = [...data.alerts].sort((a, b) => a.step - b.step);
  return (
    <Flex direction="column" gap="3" mt="2">
      {data.messages.length === 0 ? (
        <Text size="2" color="gray">
          No messages are stored for this inquiry.
        </Text>
      ) : (
        <MessageList messages={data.messages} />
      )}
      {alerts.length > 0 ? (
        <div>
          <Heading as="h3" size="2" mb="1">
            On-call alerts
          </Heading>
          <ol className="admin-conversation__alerts" aria-label="On-call alerts">
            {alerts.map((a) => (
              <li key={a.step}>
                <span>
                  Step {a.step + 1} → <span className="admin-conversation__recipient">{a.recipient}</span>
                </span>
                <Text size="2" color="gray">
                  {a.sentAt ? `sent ${firmDateTime(a.sentAt)}` : 'waiting to be sent'}
                  {a.usedAt ? `, link used ${firmDateTime(a.usedAt)}` : ''}
                </Text>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Flex>
  );
}

/**
 * Inquiries tab (decision 0010; administrators only): contact-form and chat submissions, urgent chats nobody
 * acknowledged first, then urgent ones nobody called back, then newest first, a page at a time (the page kept in
 * the address); 'I'm on it', 'Called back', mark handled, delete, or export them all as CSV (each recorded in the
 * audit log).
 */
export function InquiriesTab({ onLoaded }: { onLoaded?: (() => void) | undefined }) {
  const utils = trpc.useUtils();
  const state = useAdminList(INQUIRY_SORTS);
  const list = trpc.inquiries.list.useQuery(state.input, { placeholderData: keepPreviousData });
  // The dashboard's banner opened the tab: once the cards are on screen, it brings them into view.
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (loaded) onLoaded?.();
  }, [loaded, onLoaded]);
  const setHandled = trpc.inquiries.setHandled.useMutation();
  const remove = trpc.inquiries.delete.useMutation();
  const acknowledge = useAcknowledge();
  const calledBack = useCalledBack();

  const toggle = async (inquiry: Inquiry) => {
    const now = inquiry.handled ? 'The inquiry is marked as new.' : 'The inquiry is marked as handled.';
    await withToasts(() => setHandled.mutateAsync({ id: inquiry.id, handled: !inquiry.handled }), ['Inquiry updated', now], 'Error updating inquiry');
    await utils.inquiries.list.invalidate();
  };

  // No Export link while there is nothing to export. A plain link: the browser saves the file as it streams.
  const exportBar =
    list.data && list.data.total > 0 ? (
      <Flex justify="end">
        <Button variant="soft" asChild>
          <a href={INQUIRIES_CSV_URL} download>
            Export CSV
          </a>
        </Button>
      </Flex>
    ) : null;
  const cards = {
    className: 'admin-inquiries',
    render: (inquiry: Inquiry, ask: () => void) => (
      <InquiryCard
        inquiry={inquiry}
        onToggle={() => void toggle(inquiry)}
        onDelete={ask}
        onAcknowledge={() => void acknowledge.run(inquiry)}
        acknowledging={acknowledge.pendingId === inquiry.id}
        onCalledBack={() => void calledBack.run(inquiry)}
        callingBack={calledBack.pendingId === inquiry.id}
      />
    ),
  };
  // A deleted urgent inquiry leaves the dashboard's banner too.
  const destructive = {
    deleteWhat: () => 'this inquiry',
    run: (inquiry: Inquiry) => remove.mutateAsync({ id: inquiry.id }),
    done: () => DELETED,
    failed: 'Error deleting inquiry',
    refresh: () => Promise.all([list.refetch(), utils.inquiries.urgent.invalidate()]),
  };
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
