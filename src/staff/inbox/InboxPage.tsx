import { Badge, Button, Callout, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { CHAT_MESSAGE_MAX } from '@shared/chat-intake';
import { PRESENCE_BEAT_MS } from '@shared/constants';
import { errorMessage, notify } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { FormLoading, FormPageShell } from '../components/FormPageShell';
import { SwitchField } from '../components/SwitchField';
import { IntakeList, MessageList, useChatWords } from '../components/chat-views';
import { languageText } from '../components/chat-text';
import { firmDateTime } from '../components/table-format';
import { useInboxAlerts, type InboxItem } from './use-inbox';
import './inbox.css';

/** The visitor as staff name them: their name, the detained person's, or 'Visitor'. */
const visitorName = (item: Pick<InboxItem, 'answers'>) => item.answers.name || (item.answers.detainedName ? `For ${item.answers.detainedName}` : 'Visitor');

/** A conversation left without sending (decision 0024): its inquiry is marked Unfinished, or it has none. */
function UnfinishedBadge({ state }: { state: InboxItem['unfinished'] }) {
  if (!state) return null;
  return (
    <Badge color="amber" highContrast>
      {state === 'no-contact' ? 'Unfinished, no contact' : 'Unfinished'}
    </Badge>
  );
}

/** Re-renders every `ms`, so 'waiting 3 min' stays true. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(t);
  }, [ms]);
  return now;
}

function waitingText(since: Date | null, now: number): string {
  if (!since) return 'Answered';
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  return minutes < 1 ? 'Waiting, less than a minute' : `Waiting ${minutes} min`;
}

/**
 * 'Available' (decision 0021): while on and this page open, the tab beats every PRESENCE_BEAT_MS and visitors are
 * told someone can answer now. Closing the tab stops the beat; the server counts the staff member away soon after.
 */
function PresenceBar() {
  const utils = trpc.useUtils();
  const presence = trpc.inbox.presence.useQuery();
  const set = trpc.inbox.setPresence.useMutation({ onSuccess: (p) => utils.inbox.presence.setData(undefined, p) });
  const available = presence.data?.available ?? false;
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission));

  useEffect(() => {
    if (!available) return;
    const beat = () => set.mutate({ available: true });
    beat();
    const t = window.setInterval(beat, PRESENCE_BEAT_MS);
    return () => window.clearInterval(t);
    // `set` changes identity each render; the beat only follows the switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [available]);

  const toggle = (on: boolean) =>
    set.mutate({ available: on }, { onError: (err) => notify.error('Availability not changed', errorMessage(err, 'Please try again.')) });

  return (
    <Flex className="inbox-presence" gap="5" wrap="wrap" align="start" mb="4">
      <SwitchField
        label="Available"
        hint="While this is on and this page is open, visitors are told someone can answer now, and a conversation nobody answers in time is handed over."
        checked={available}
        onChange={toggle}
        // Until the server said where this staff member stands, a click could only guess.
        disabled={!presence.data}
      />
      <Flex direction="column" gap="1">
        <Text size="2" color="gray" role="status">
          {presence.data?.others.length ? `Also available: ${presence.data.others.join(', ')}` : 'Nobody else is available now.'}
        </Text>
        {permission === 'default' ? (
          <Button size="1" variant="soft" onClick={() => void Notification.requestPermission().then(setPermission)}>
            Allow desktop notifications
          </Button>
        ) : (
          <Text size="1" color="gray">
            {permission === 'granted'
              ? 'Desktop notifications are on for new and urgent chats.'
              : permission === 'denied'
                ? 'Desktop notifications are blocked in this browser; the chime and the count in the tab title still tell you.'
                : ''}
          </Text>
        )}
      </Flex>
    </Flex>
  );
}

function ConversationList({ items, selected, now }: { items: readonly InboxItem[]; selected: string | undefined; now: number }) {
  const { answerText } = useChatWords();
  if (items.length === 0) {
    return (
      <Text as="p" color="gray" size="2">
        No open conversations. New ones appear here as visitors write.
      </Text>
    );
  }
  return (
    <ol className="inbox-list" aria-label="Conversations">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={`~/admin/inbox/${item.id}`} className="inbox-item" aria-current={item.id === selected ? 'true' : undefined}>
            <span className="inbox-item__top">
              <strong>{visitorName(item)}</strong>
              {item.urgent ? (
                <Badge color="red" variant="solid" highContrast>
                  Urgent
                </Badge>
              ) : null}
              <UnfinishedBadge state={item.unfinished} />
            </span>
            <span className="inbox-item__meta">
              {languageText(item.locale, item.answers)} · <span className={item.waitingSince ? 'is-waiting' : undefined}>{waitingText(item.waitingSince, now)}</span>
              {item.takenBy ? ` · Taken by ${item.takenBy.name}` : ''}
            </span>
            {item.last ? <span className="inbox-item__last">{item.last.field ? answerText(item.last.field, item.last.text) : item.last.text}</span> : null}
          </Link>
        </li>
      ))}
    </ol>
  );
}

function ConversationPane({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const conversation = trpc.inbox.conversation.useQuery({ id });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const replyId = useId();
  const errorId = useId();
  const reply = trpc.inbox.reply.useMutation({
    onSuccess: () => {
      setText('');
      void utils.inbox.conversation.invalidate({ id });
      void utils.inbox.list.invalidate();
    },
    onError: (err) => setError(errorMessage(err, 'The reply was not sent. Please try again.')),
  });
  const close = trpc.inbox.close.useMutation({
    onSuccess: () => {
      setConfirmClose(false);
      notify.success('Conversation closed', 'The visitor was told in their language.');
      void utils.inbox.list.invalidate();
      void utils.inbox.conversation.invalidate({ id });
    },
    onError: (err) => notify.error('Not closed', errorMessage(err, 'Please try again.')),
  });

  if (conversation.isPending) return <FormLoading text="Loading the conversation..." />;
  const data = conversation.data;
  if (!data) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{errorMessage(conversation.error, 'The conversation could not be loaded.')}</Callout.Text>
      </Callout.Root>
    );
  }

  const send = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError('Write a reply first.');
    if (trimmed.length > CHAT_MESSAGE_MAX) return setError(`A reply can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters.`);
    setError(null);
    reply.mutate({ id, text: trimmed });
  };

  return (
    <section className="inbox-pane" aria-labelledby={`${replyId}-title`}>
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="5" id={`${replyId}-title`}>
          {visitorName(data)}
        </Heading>
        <UnfinishedBadge state={data.unfinished} />
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        {languageText(data.locale, data.answers)} · started on {data.page} · {firmDateTime(data.startedAt)}
        {data.takenBy ? ` · Taken by ${data.takenBy.name}` : ''}
        {data.submitted ? ' · sent as an inquiry' : data.unfinished === 'inquiry' ? ' · in Inquiries as Unfinished' : ''}
      </Text>
      <IntakeList answers={data.answers} label={`Chat answers of ${visitorName(data)}`} />
      <MessageList messages={data.messages} />
      {data.closed ? (
        <Text as="p" size="2" color="gray" mt="3">
          This conversation is closed.
        </Text>
      ) : (
        <form className="inbox-reply" onSubmit={send} noValidate>
          <Text as="label" htmlFor={replyId} size="2" weight="medium">
            Reply
          </Text>
          <ShownAs />
          <TextArea
            id={replyId}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send(e);
            }}
          />
          {error ? (
            <Text id={errorId} size="2" color="red" role="alert">
              {error}
            </Text>
          ) : null}
          <Flex gap="3" wrap="wrap" mt="2">
            <Button type="submit" loading={reply.isPending}>
              Send reply
            </Button>
            {confirmClose ? (
              <>
                <Button type="button" color="red" loading={close.isPending} onClick={() => close.mutate({ id })}>
                  Yes, close it
                </Button>
                <Button type="button" variant="soft" color="gray" onClick={() => setConfirmClose(false)}>
                  Keep it open
                </Button>
              </>
            ) : (
              <Button type="button" variant="soft" color="red" onClick={() => setConfirmClose(true)}>
                Close conversation
              </Button>
            )}
          </Flex>
        </form>
      )}
    </section>
  );
}

/** What a visitor reads above this staff member's replies, and where that name is chosen. */
function ShownAs() {
  const presence = trpc.inbox.presence.useQuery();
  if (!presence.data) return null;
  const shown = presence.data.shownAs ? `“${presence.data.shownAs}, office staff”` : '“Office staff” (your account has no name)';
  return (
    <Text as="p" size="1" color="gray">
      Visitors see your replies signed {shown}: the first word of the name in <Link href="~/admin/profile">your profile</Link>.
    </Text>
  );
}

/** /admin/inbox (administrators): live conversations, urgent first, then the longest waiting (decision 0021). */
export default function InboxPage() {
  const params = useParams<{ id?: string }>();
  const list = trpc.inbox.list.useQuery();
  useErrorToast(list.error, 'Error fetching the inbox');
  useInboxAlerts(list.data);
  const now = useNow(30_000);
  return (
    <FormPageShell title="Inbox" wide>
      <PresenceBar />
      <div className="inbox-layout">
        <div className="inbox-layout__list">{list.data ? <ConversationList items={list.data} selected={params.id} now={now} /> : <FormLoading text="Loading the inbox..." />}</div>
        <div className="inbox-layout__pane">
          {params.id ? (
            <ConversationPane key={params.id} id={params.id} />
          ) : (
            <Text as="p" color="gray" size="2">
              Choose a conversation to read it and reply.
            </Text>
          )}
        </div>
      </div>
    </FormPageShell>
  );
}
