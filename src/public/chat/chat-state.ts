import type { QuestionKey } from '@shared/chat-intake';
import type { ChatAlertView, ChatMessageView, ChatSubmittedView, ChatView } from './chat-flow';
import type { ChatStreamEvent } from './chat-stream';
import type { Said } from './chat-words';

/**
 * The chat panel's state and its transitions (ChatPanel.tsx renders it, use-chat-state.ts calls the server and
 * dispatches): plain data, no sentences, so the panel says everything in the page's language as it renders.
 */

export type LiveView = ChatView['live'];
export const NOT_LIVE: LiveView = { takenBy: null, closed: false, handedOver: false };

/** What 'Try again' does after a network or server failure: the same call again. */
export type Retry = { op: 'send'; field: QuestionKey; text: string; typed: boolean } | { op: 'say'; text: string } | { op: 'resume'; token: string };

export interface ChatProblem {
  said: Said;
  /** Set when trying again may work (a network or server failure, not a refusal). */
  retry: Retry | null;
}

export interface ChatState {
  /** The conversation's token (this tab's sessionStorage has it too); null before the first answer. */
  token: string | null;
  messages: ChatMessageView[];
  sent: ChatSubmittedView | null;
  live: LiveView;
  /** An urgent case alerted before it was sent (decision 0024). */
  alert: ChatAlertView;
  /** The conversation started past its address's limit (the urgent path): the emergency phone is shown. */
  limited: boolean;
  /** Offers of what the visitor already wrote that they turned down ('Another number'): the question is asked instead. */
  declined: ReadonlySet<QuestionKey>;
  /** From the stream once there is one; before, from one question when the panel opens. */
  streamAvailable: boolean | null;
  /** The conversation of this tab is being read again from the server (a reload, another page). */
  resuming: boolean;
  greeted: boolean;
  /** A question the visitor chose to change in the review, asked again until answered. */
  editing: QuestionKey | null;
  draft: string;
  /** The honeypot field. */
  website: string;
  /** The answer being stored ('' = Skip; field null: the visitor's own words in live mode), shown at once. */
  pending: { field: QuestionKey | null; text: string } | null;
  /** The proof of work is still being solved when the first answer is sent. */
  checking: boolean;
  problem: ChatProblem | null;
  consent: boolean;
  reviewError: Said | null;
  submitting: boolean;
  confirmEnd: boolean;
}

export type ChatAction =
  /** The conversation as the server answered it (resume, start, submit). */
  | { type: 'shown'; view: ChatView }
  /** An event of the conversation's live stream. */
  | { type: 'streamed'; event: ChatStreamEvent }
  | { type: 'greeted' }
  | { type: 'resuming' }
  | { type: 'resumed'; view: ChatView }
  /** An answer (or the visitor's words) is being stored. */
  | { type: 'sending'; field: QuestionKey | null; text: string }
  | { type: 'checking'; on: boolean }
  /** The first answer started the conversation. */
  | { type: 'started'; token: string; view: ChatView; limited: boolean }
  /** An answer, or the visitor's own words, was stored; `typed`: it came from the text box, which empties. */
  | { type: 'stored'; message: ChatMessageView | null; typed: boolean }
  /** The visitor's own words to the firm were stored (live mode): the text box empties. */
  | { type: 'said'; message: ChatMessageView }
  /** The call that stored an answer is over, stored or not. */
  | { type: 'settled' }
  /** What the visitor is told (a refusal, a failure, the panel's own check); the text box keeps what they typed. */
  | { type: 'problem'; said: Said; retry?: Retry | null }
  | { type: 'draft'; text: string }
  | { type: 'website'; text: string }
  /** 'Change' in the review. */
  | { type: 'change'; key: QuestionKey }
  /** 'Another number': the offer is put aside and the question asked as usual. */
  | { type: 'decline'; key: QuestionKey }
  | { type: 'consent'; checked: boolean }
  | { type: 'submitting' }
  | { type: 'submitted'; view: ChatView }
  | { type: 'reviewError'; said: Said }
  | { type: 'confirmEnd'; on: boolean }
  /**
   * The conversation is forgotten in this panel (the token is already gone from storage): 'End chat', a new chat,
   * or the server no longer has it (`said`: what the visitor is told). `greeted`: the greeting stays on screen.
   */
  | { type: 'forgotten'; greeted: boolean; said?: Said };

export function initialChatState(token: string | null): ChatState {
  return {
    token,
    messages: [],
    sent: null,
    live: NOT_LIVE,
    alert: null,
    limited: false,
    declined: new Set(),
    streamAvailable: null,
    resuming: token !== null,
    greeted: token !== null,
    editing: null,
    draft: '',
    website: '',
    pending: null,
    checking: false,
    problem: null,
    consent: false,
    reviewError: null,
    submitting: false,
    confirmEnd: false,
  };
}

/** The list with `more` added in id order, each message once (the stream repeats what a call already returned). */
export function merged(list: readonly ChatMessageView[], more: readonly ChatMessageView[]): ChatMessageView[] {
  const known = new Set(list.map((m) => m.id));
  const added = more.filter((m) => !known.has(m.id));
  return added.length === 0 ? (list as ChatMessageView[]) : [...list, ...added].sort((a, b) => a.id - b.id);
}

/** The id of the last message from the firm (a reply or an event), 0 when none. */
export const lastFromFirm = (list: readonly ChatMessageView[]) => list.reduce((id, m) => (m.sender !== 'visitor' && m.id > id ? m.id : id), 0);

const shown = (state: ChatState, view: ChatView): ChatState => ({ ...state, messages: view.messages, sent: view.submitted, live: view.live, alert: view.alert });

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'shown':
      return shown(state, action.view);
    case 'streamed': {
      const { event } = action;
      return { ...state, messages: merged(state.messages, event.messages), sent: event.submitted, live: event.live, alert: event.alert, streamAvailable: event.available };
    }
    case 'greeted':
      return { ...state, greeted: true };
    case 'resuming':
      return { ...state, resuming: true, problem: null };
    case 'resumed':
      return { ...shown(state, action.view), resuming: false };
    case 'sending':
      return { ...state, greeted: true, pending: { field: action.field, text: action.text }, problem: null };
    case 'checking':
      return { ...state, checking: action.on };
    case 'started':
      return { ...shown(state, action.view), token: action.token, limited: action.limited };
    case 'stored':
      return {
        ...state,
        messages: action.message ? merged(state.messages, [action.message]) : state.messages,
        editing: null,
        draft: action.typed ? '' : state.draft,
      };
    case 'said':
      return { ...state, messages: merged(state.messages, [action.message]), draft: '' };
    case 'settled':
      return { ...state, pending: null, checking: false };
    case 'problem':
      return { ...state, problem: { said: action.said, retry: action.retry ?? null } };
    case 'draft':
      // Typing again clears what the panel said about the last text, not a failure that 'Try again' can fix.
      return { ...state, draft: action.text, problem: state.problem && !state.problem.retry ? null : state.problem };
    case 'website':
      return { ...state, website: action.text };
    case 'change':
      return { ...state, editing: action.key, reviewError: null, draft: '' };
    case 'decline':
      return { ...state, declined: new Set(state.declined).add(action.key) };
    case 'consent':
      return { ...state, consent: action.checked, reviewError: action.checked ? null : state.reviewError };
    case 'submitting':
      return { ...state, submitting: true, reviewError: null };
    case 'submitted':
      return { ...shown(state, action.view), submitting: false };
    case 'reviewError':
      return { ...state, reviewError: action.said, submitting: false };
    case 'confirmEnd':
      return { ...state, confirmEnd: action.on };
    case 'forgotten':
      return {
        ...initialChatState(null),
        // The honeypot keeps what a bot wrote; a first answer being sent may still be waiting for its proof of work.
        website: state.website,
        checking: state.checking,
        greeted: action.greeted,
        problem: action.said ? { said: action.said, retry: null } : null,
      };
  }
}
