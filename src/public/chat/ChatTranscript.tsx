import { Fragment, type ReactNode, type Ref } from 'react';
import { useFirm } from '../../lib/firm';
import { useI18nContext } from '../../lib/i18n';
import { URGENT_CALLBACK_MINUTES } from '@shared/chat-intake';
import { localizedPath } from '@shared/locales';
import { officeStatus } from '@shared/office-status';
import type { ChatSubmittedView, FlowItem } from './chat-flow';
import { answerText, around, officeLine, opensAt, questionText, timeOfDay } from './chat-words';

/** A sentence with a phone as a tel: link: the firm's emergency phone unless another is given. */
export function CallLine({ sentence, phone }: { sentence: (phone: string) => string; phone?: { text: string; href: string } }) {
  const firm = useFirm();
  const [before, after] = around(sentence);
  const { text, href } = phone ?? { text: firm.onCallPhone, href: firm.onCallPhoneHref };
  return (
    <p className="chat-msg__text">
      {before}
      <a href={href} className="chat-tel">
        {text}
      </a>
      {after}
    </p>
  );
}

/** The National Domestic Violence Hotline (thehotline.org), for a VAWA visitor in danger now. */
const HOTLINE = { text: '1-800-799-7233', href: 'tel:+18007997233' };

/** A bubble from the firm: labelled with the firm's name for screen readers (never 'Attorney'). */
function FirmBubble({ children, className = '', label }: { children: ReactNode; className?: string; label?: string }) {
  const firm = useFirm();
  const { LL } = useI18nContext();
  return (
    <div className={`chat-msg chat-msg--firm ${className}`}>
      <span className="sr-only">{label ?? LL.chat.firm({ firm: firm.shortName })}: </span>
      {children}
    </div>
  );
}

function Text({ children }: { children: ReactNode }) {
  return <p className="chat-msg__text">{children}</p>;
}

/** Where the visitor's own words go: text only, never markup or links. */
function VisitorBubble({ text, skipped, at, pending }: { text: string; skipped: boolean; at?: Date; pending?: boolean }) {
  const { LL, locale } = useI18nContext();
  return (
    <div className={`chat-msg chat-msg--visitor${pending ? ' chat-msg--pending' : ''}`}>
      <span className="sr-only">{LL.chat.you()}: </span>
      <p className={`chat-msg__text${skipped ? ' chat-msg__text--skipped' : ''}`}>{text}</p>
      {pending ? (
        <span className="chat-msg__time">{LL.chat.typing()}</span>
      ) : at ? (
        <time className="chat-msg__time" dateTime={at.toISOString()}>
          {timeOfDay(locale, at)}
        </time>
      ) : null}
    </div>
  );
}

/** What the transcript needs besides its items: whether someone can answer now, and whether the intake was sent. */
interface LiveFacts {
  available: boolean;
  sent: boolean;
}

function Item({ item, facts }: { item: FlowItem; facts: LiveFacts }) {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  switch (item.kind) {
    case 'greeting':
      return (
        <FirmBubble>
          <Text>{LL.chat.greeting({ firm: firm.shortName })}</Text>
        </FirmBubble>
      );
    case 'availability': {
      // Said only while a staff member is available with the inbox open (decision 0021); else the office's hours.
      if (facts.available) {
        return (
          <FirmBubble className="chat-msg--live">
            <Text>{LL.chat.live.available()}</Text>
          </FirmBubble>
        );
      }
      const office = officeStatus(firm.officeHours, new Date());
      return (
        <FirmBubble>
          <Text>{office.open ? LL.chat.openNow() : office.nextOpen ? LL.chat.closedNow({ when: opensAt(LL, locale, office.nextOpen) }) : LL.chat.closedNoHours()}</Text>
        </FirmBubble>
      );
    }
    case 'detentionAlways':
      return (
        <FirmBubble>
          <Text>{LL.chat.detentionAlways()}</Text>
        </FirmBubble>
      );
    case 'question':
      return (
        <FirmBubble className="chat-msg--question">
          <Text>{questionText(LL, locale, item)}</Text>
        </FirmBubble>
      );
    case 'earlyAlert':
      return (
        <FirmBubble className="chat-msg--urgent">
          <Text>{item.alertedAt ? LL.chat.earlyAlerted({ time: timeOfDay(locale, item.alertedAt) }) : LL.chat.earlyAlerting()}</Text>
        </FirmBubble>
      );
    case 'danger':
      return (
        <FirmBubble className="chat-msg--urgent">
          <p className="chat-msg__text">
            <a href="tel:911" className="chat-tel">
              {LL.chat.dangerTitle()}
            </a>
          </p>
          <CallLine sentence={(phone) => LL.chat.dangerHotline({ phone })} phone={HOTLINE} />
        </FirmBubble>
      );
    case 'urgentNow':
      return (
        <FirmBubble className="chat-msg--urgent">
          <CallLine sentence={(phone) => LL.chat.urgentCallNow({ phone })} />
        </FirmBubble>
      );
    case 'staff': {
      const { text, author, at } = item.message;
      // A name the firm chose (the first word of the account's name), or the office: never an e-mail address.
      const who = author ? LL.chat.live.staff({ name: author }) : LL.chat.live.staffUnnamed();
      return (
        <FirmBubble className="chat-msg--staff" label={who}>
          <p className="chat-msg__author" aria-hidden="true">
            {who}
          </p>
          <Text>{text}</Text>
          <time className="chat-msg__time" dateTime={new Date(at).toISOString()}>
            {timeOfDay(locale, new Date(at))}
          </time>
        </FirmBubble>
      );
    }
    case 'system':
      return (
        <FirmBubble className="chat-msg--system">
          <Text>
            {item.message.text === 'closed'
              ? LL.chat.live.closed({ firm: firm.shortName })
              : facts.sent
                ? LL.chat.live.handedOverSent()
                : LL.chat.live.handedOverAsk()}
          </Text>
        </FirmBubble>
      );
    case 'sent':
      return null; // ChatTranscript puts the confirmation there
    case 'answer': {
      const { field, text, at } = item.message;
      return <VisitorBubble text={field ? answerText(LL, locale, field, text) : text} skipped={text === ''} at={new Date(at)} />;
    }
  }
}

/** What the visitor is told once the firm has the intake: only what is true (ChatSubmittedView's facts). */
export function SentNotice({ sent, email, path, focusRef }: { sent: ChatSubmittedView; email: string | undefined; path: string | undefined; focusRef: Ref<HTMLDivElement> }) {
  const { LL, locale } = useI18nContext();
  const firm = useFirm();
  // Decision 0028: a family or other matter may book its consultation on the site, carrying the answers (the
  // booking page reads this tab's chat); a detention is urgent and a VAWA case's safety comes first: never offered.
  const book = firm.bookingMode === 'site' && !sent.urgent && (path === 'family' || path === 'other');
  const at = new Date(sent.at);
  const office = officeLine(LL, locale, sent);
  return (
    <FirmBubble className="chat-sent">
      <div ref={focusRef} tabIndex={-1} className="chat-sent__body">
        <p className="chat-sent__title">{LL.chat.sentTitle()}</p>
        <Text>{LL.chat.sentAt({ time: timeOfDay(locale, at) })}</Text>
        {office ? <Text>{office}</Text> : null}
        {sent.urgent ? (
          <>
            <Text>{sent.alertedAt ? LL.chat.urgentAlerted({ time: timeOfDay(locale, new Date(sent.alertedAt)) }) : LL.chat.urgentAlerting()}</Text>
            <CallLine sentence={(phone) => LL.chat.urgentCall({ minutes: URGENT_CALLBACK_MINUTES, phone })} />
          </>
        ) : null}
        <Text>{sent.emailCopy ? LL.chat.emailCopy({ email: email ?? '' }) : LL.chat.noEmailCopy()}</Text>
        {book ? (
          <a href={localizedPath(locale, '/book')} className="chat-sent__book">
            {LL.nav.bookConsultation()}
          </a>
        ) : null}
      </div>
    </FirmBubble>
  );
}

/**
 * The conversation so far, rebuilt from the stored messages (chat-flow.ts), and an answer being saved; the
 * confirmation of a sent intake (`sentNotice`) where it was sent, before any later reply.
 */
export function ChatTranscript(props: { items: readonly FlowItem[]; pending: string | null; facts: LiveFacts; sentNotice: ReactNode }) {
  const { items, pending, facts, sentNotice } = props;
  const { LL } = useI18nContext();
  return (
    <>
      {items.map((item, i) =>
        item.kind === 'sent' ? <Fragment key="sent">{sentNotice}</Fragment> : <Item key={'message' in item ? `m${item.message.id}` : `${item.kind}${i}`} item={item} facts={facts} />,
      )}
      {pending !== null ? <VisitorBubble text={pending === '' ? LL.chat.skipped() : pending} skipped={pending === ''} pending /> : null}
    </>
  );
}
