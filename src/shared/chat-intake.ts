/**
 * The chat's structured intake (decision 0010): which questions each path asks, in which order, and how an answer
 * is checked. Plain data and functions, no zod: the chat panel (a lazy chunk of public pages) and the server
 * both read it; the server's schema (src/shared/schemas/chat.ts) wraps these checks, so the two never disagree.
 *
 * Versioned: a submitted intake stores INTAKE_VERSION with its answers, so staff screens and e-mails can still
 * read an intake made with older questions after these change.
 */

export const INTAKE_VERSION = 1;

/** A visitor's chat message (a free-text message or an answer) is at most this long. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages one conversation may hold: past it, the visitor is asked to call or send what they have. */
export const CHAT_CONVERSATION_MAX = 200;
/** The visitor is told to call if nobody called within this many minutes of an urgent alert. */
export const URGENT_CALLBACK_MINUTES = 15;
/** 'Escalate after (minutes)' of the on-call settings, when not set. */
export const ESCALATE_AFTER_DEFAULT = 10;
/** Live replies (decision 0021): minutes an available staff member has to answer before the conversation takes the offline path. */
export const HAND_OVER_DEFAULT = 3;
/** 'Unfinished chats reach the firm after (minutes)' of the on-call settings, when not set (decision 0024). */
export const UNFINISHED_AFTER_DEFAULT = 10;

export const INTAKE_PATHS = ['detention', 'family', 'vawa', 'other'] as const;
export type IntakePath = (typeof INTAKE_PATHS)[number];

export const WHEN_CHOICES = ['today', 'days', 'longer'] as const;
export const RELATIONSHIP_CHOICES = ['spouse', 'parent', 'child', 'sibling', 'friend', 'other'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const LANGUAGE_CHOICES = ['en', 'es', 'fr', 'ht', 'other'] as const;

/**
 * How an answer is checked: `choice` takes one of its choices or free text (free text is always allowed);
 * the others take text of their kind. Every question may be skipped (an empty answer).
 */
export type QuestionKind = 'choice' | 'text' | 'date' | 'pastDate' | 'aNumber' | 'phone' | 'email';

interface QuestionDef {
  kind: QuestionKind;
  choices?: readonly string[];
}

export const QUESTIONS = {
  path: { kind: 'choice', choices: INTAKE_PATHS },
  when: { kind: 'choice', choices: WHEN_CHOICES },
  where: { kind: 'text' },
  detainedName: { kind: 'text' },
  detainedBirthDate: { kind: 'pastDate' },
  detainedBirthCountry: { kind: 'text' },
  aNumber: { kind: 'aNumber' },
  hearingDate: { kind: 'date' },
  relationship: { kind: 'choice', choices: RELATIONSHIP_CHOICES },
  dangerNow: { kind: 'choice', choices: YES_NO },
  safeCall: { kind: 'choice', choices: YES_NO },
  safeText: { kind: 'choice', choices: YES_NO },
  safeEmail: { kind: 'choice', choices: YES_NO },
  safeTimes: { kind: 'text' },
  otherParties: { kind: 'text' },
  story: { kind: 'text' },
  name: { kind: 'text' },
  phone: { kind: 'phone' },
  email: { kind: 'email' },
  language: { kind: 'choice', choices: LANGUAGE_CHOICES },
} as const satisfies Record<string, QuestionDef>;

export type QuestionKey = keyof typeof QUESTIONS;
export const QUESTION_KEYS = Object.keys(QUESTIONS) as QuestionKey[];

export function isQuestionKey(value: string): value is QuestionKey {
  return Object.prototype.hasOwnProperty.call(QUESTIONS, value);
}

/** Contact details, asked last on every path. */
const CONTACT: readonly QuestionKey[] = ['name', 'phone', 'email', 'language'];

/**
 * The questions of each path after the first ('path'), in order. The names of other parties come before the
 * story (the firm's conflict check). On the detention path the callback phone and the visitor's name come right
 * after 'when' (decision 0024): an urgent case alerts the on-call list as soon as a phone is known, and every
 * later question only helps the attorney prepare. On the VAWA path, safety comes before anything else: whether
 * the visitor is in danger now (yes: 911 and the national hotline are shown first), then how to reach them safely.
 */
export const PATH_QUESTIONS: Record<IntakePath, readonly QuestionKey[]> = {
  detention: ['when', 'phone', 'name', 'where', 'detainedName', 'detainedBirthDate', 'detainedBirthCountry', 'aNumber', 'hearingDate', 'relationship', 'otherParties', 'story', 'email', 'language'],
  vawa: ['dangerNow', 'safeCall', 'safeText', 'safeEmail', 'safeTimes', 'otherParties', 'story', ...CONTACT],
  family: ['otherParties', 'story', ...CONTACT],
  other: ['otherParties', 'story', ...CONTACT],
};

/**
 * What the chat refuses with, in the browser and on the server alike: each is a key of the catalogues'
 * `chat.errors` (src/i18n/<locale>/index.ts), the one place its sentence is written, in every language. The
 * server's domain error and the schema's message (src/shared/schemas/chat.ts) carry its code, `chat` and the key
 * (`chatGone`); the panel shows the sentence of the code in the page's language, and the server's English
 * (for logs, API callers and the staff) is the English catalogue's (server/chat/errors.ts).
 */
export const CHAT_ERRORS = [
  // What the schema refuses (src/shared/schemas/chat.ts); the panel checks most of it before sending.
  'tooLong', 'notAllowed', 'date', 'pastDate', 'aNumber', 'phone', 'email', 'consent', 'empty', 'unknownQuestion',
  // What only the server knows: the conversation's state, the limits, the bot checks, the streams.
  'contactNeeded', 'noPath', 'gone', 'ticketExpired', 'full', 'submitted', 'tooFast', 'tooManyChats', 'botCheck', 'closed', 'notLive', 'tooManyStreams', 'streamsClosing',
] as const;
export type ChatError = (typeof CHAT_ERRORS)[number];
export type ChatErrorCode = `chat${Capitalize<ChatError>}`;

/** The code a refusal carries: `chatGone` for 'gone'. */
export function chatErrorCode(error: ChatError): ChatErrorCode {
  return `chat${error.charAt(0).toUpperCase()}${error.slice(1)}` as ChatErrorCode;
}

/** The chat's refusal a code names ('chatGone' → 'gone'); undefined for any other code or text. */
export function chatErrorOf(code: string): ChatError | undefined {
  const key = /^chat[A-Z]/.test(code) ? `${code.charAt(4).toLowerCase()}${code.slice(5)}` : '';
  return (CHAT_ERRORS as readonly string[]).includes(key) ? (key as ChatError) : undefined;
}

/** 'A' then 8 or 9 digits; spaces, dots and dashes between them are ignored (A-123-456-789). Normalised to A123456789. */
export function normalizeANumber(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  return /^A\d{8,9}$/.test(compact) ? compact : null;
}

export function normalizePhone(value: string): string | null {
  const v = value.trim();
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 15 && v.length <= 40 ? v : null;
}

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[A-Za-z]{2,}$/.test(value);
}

/** A calendar date written YYYY-MM-DD (what <input type="date"> gives), between 1900 and 2100. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Checks one answer (already trimmed; '' = skipped, always allowed) and returns what is stored, or the
 * refusal that says what is wrong.
 */
export function checkAnswer(key: QuestionKey, value: string, today = new Date()): { ok: true; value: string } | { ok: false; error: ChatError } {
  if (value === '') return { ok: true, value };
  const q: QuestionDef = QUESTIONS[key];
  switch (q.kind) {
    case 'date':
      return isIsoDate(value) ? { ok: true, value } : { ok: false, error: 'date' };
    case 'pastDate':
      return isIsoDate(value) && value <= today.toISOString().slice(0, 10) ? { ok: true, value } : { ok: false, error: 'pastDate' };
    case 'aNumber': {
      const a = normalizeANumber(value);
      return a ? { ok: true, value: a } : { ok: false, error: 'aNumber' };
    }
    case 'phone': {
      const p = normalizePhone(value);
      return p ? { ok: true, value: p } : { ok: false, error: 'phone' };
    }
    case 'email':
      return isEmailAddress(value) ? { ok: true, value: value.toLowerCase() } : { ok: false, error: 'email' };
    default:
      return { ok: true, value };
  }
}

/** A choice answer's code, or undefined when the visitor wrote something else. */
export function choiceOf<K extends QuestionKey>(key: K, value: string | undefined): string | undefined {
  const q: QuestionDef = QUESTIONS[key];
  return value !== undefined && q.choices?.includes(value) ? value : undefined;
}

/**
 * Words that name a detention in English, Spanish or French (accents ignored): free text at the first
 * question that matches one is offered the detention path.
 */
const DETENTION_WORDS = [
  // English
  /\bdetain(ed|ee|ing)?\b/,
  /\bdetention\b/,
  /\barrest(ed)?\b/,
  /\b(picked|taken) up by (ice|immigration)\b/,
  /\bice (took|has|got|arrested|detained)\b/,
  /\bin (ice )?custody\b/,
  /\bjail(ed)?\b/,
  // Spanish
  /\bdetuvieron\b/,
  /\bdetenid[oa]s?\b/,
  /\bdetencion\b/,
  /\barrest(aron|ado|ada|o)\b/,
  /\bse (lo|la|los|las) llev(o|aron)\b/,
  /\bla migra\b/,
  /\bcarcel\b/,
  // French
  /\bdetenu(e|s|es)?\b/,
  /\bdetention\b/,
  /\barrete(e|s|es)?\b/,
  /\binterpell(e|ee|es|ees)\b/,
  /\ben retention\b/,
  /\bcentre de retention\b/,
  /\bprison\b/,
];

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function mentionsDetention(text: string): boolean {
  const t = plain(text);
  return DETENTION_WORDS.some((re) => re.test(t));
}

/** The answers of a conversation: the latest answer to each question ('' = skipped). */
export type IntakeAnswers = Partial<Record<QuestionKey, string>>;

/** The path the answers chose, if the answer to the first question is one of its choices. */
export function pathOf(answers: IntakeAnswers): IntakePath | undefined {
  return choiceOf('path', answers.path) as IntakePath | undefined;
}

/** The questions the visitor is asked for these answers, in order ('email' is left out when e-mail is not safe). */
export function questionsFor(answers: IntakeAnswers): QuestionKey[] {
  const path = pathOf(answers);
  if (!path) return ['path'];
  const emailUnsafe = path === 'vawa' && answers.safeEmail === 'no';
  return ['path', ...PATH_QUESTIONS[path].filter((k) => !(emailUnsafe && k === 'email'))];
}

/**
 * The first question without an answer, or undefined when every one has one (then: review and send). Until a
 * path is chosen the first question is asked again: free text there (or a Skip) chooses no path, and an intake
 * without one cannot be sent (the 'noPath' refusal).
 */
export function nextQuestion(answers: IntakeAnswers): QuestionKey | undefined {
  if (!pathOf(answers)) return 'path';
  return questionsFor(answers).find((k) => answers[k] === undefined);
}

/**
 * A detention today (or "right now") or 1–2 days ago is urgent. So is one whose time the visitor skipped or
 * wrote in their own words ("ahora mismo", "hier soir"): the firm would rather be alerted for a case that
 * could have waited than miss the first 48 hours of one that could not.
 */
export function isUrgent(answers: IntakeAnswers): boolean {
  if (pathOf(answers) !== 'detention') return false;
  const choice = choiceOf('when', answers.when);
  return choice === undefined || choice !== 'longer';
}

/** Whether the firm may e-mail the visitor (not on the VAWA path when they said e-mail is not safe). */
export function emailIsSafe(answers: IntakeAnswers): boolean {
  return !(pathOf(answers) === 'vawa' && answers.safeEmail === 'no');
}
