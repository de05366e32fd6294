import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '@shared/locales';
import { ROLES } from '@shared/roles';
import type { StoredIntake } from '@shared/schemas/chat';
import type { Attribution } from '@shared/schemas/analytics';
import { BOOKING_STATUSES } from '@shared/schemas/booking';

export const DELIVERY_STATES = ['queued', 'retrying', 'sent', 'failed'] as const;
export const INQUIRY_SOURCES = ['form', 'chat'] as const;
/** A visitor's answer or words, a staff member's reply, or an event the visitor is told of ('system': body is its code). */
export const CHAT_SENDERS = ['visitor', 'staff', 'system'] as const;

/** PostgreSQL's tsvector: only ever written by the database (a generated column), never read by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** PostgreSQL's tstzrange, written and read as its text form: `[2027-03-14 14:00:00+00,2027-03-14 15:00:00+00)`. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * Language and translation group of posts and resources: an item and its translations are separate rows
 * sharing translation_group, at most one per language.
 */
const locale = () => text('locale', { enum: LOCALES }).notNull().default('en');
const translationGroup = () => uuid('translation_group').notNull().defaultRandom();

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Always stored lower-cased; the unique index makes sign-up race-free. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** null = signed-up account waiting for an admin to grant a role. */
    role: text('role', { enum: ROLES }),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP key once two-factor sign-in is on (server/services/totp.ts); null = off. */
    totpSecret: text('totp_secret'),
    /** The key shown during enrolment, until a code from it turns two-factor on. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    /** The last 30-second time step whose code was accepted: each code works once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Lucia's session table: the column names and types are the adapter's contract. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself only ever exists in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['reset', 'confirm'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)],
);

/**
 * An administrator's invitation of a colleague (server/services/invitations.ts): the address, the role it
 * grants, and the SHA-256 of the e-mailed link's token, written by the worker when it sends the e-mail (null
 * until then). One pending invitation per address: a new one revokes the one before.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    uniqueIndex('staff_invitations_pending_email_key').on(t.email).where(sql`accepted_at is null and revoked_at is null`),
  ],
);

export type StaffInvitation = typeof staffInvitations.$inferSelect;

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    /** The featured image's alt text: required by the form whenever image_url is set ('' for older rows). */
    imageAlt: text('image_alt').notNull().default(''),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    /** Bumped by every update: a save names the version it was loaded at, so no edit silently overwrites another. */
    version: integer('version').notNull().default(1),
    /**
     * The body rendered and sanitised at save (renderPostBody), so a page view does not render it again;
     * html_key names the renderer version and site origin it was made with (a stale key renders anew).
     */
    html: text('html'),
    htmlKey: text('html_key'),
    /**
     * Scheduling: a post saved as published with a future time stays unpublished (published = false) until
     * the job queue publishes it at publish_at (server/jobs/tasks.ts); null = not scheduled.
     */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** Search-result and social fields; empty falls back to the title, the description and the featured image. */
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    socialImage: text('social_image'),
    locale: locale(),
    translationGroup: translationGroup(),
    /** Title (weight A) and description (B) as search lexemes of the post's language (site_tsvector, drizzle/0008): the spec searches those two. */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(site_tsvector(locale, title), 'A') || setweight(site_tsvector(locale, description), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('blog_posts_locale_slug_key').on(t.locale, t.slug),
    uniqueIndex('blog_posts_translation_key').on(t.translationGroup, t.locale),
    index('blog_posts_locale_published_created_idx').on(t.locale, t.published, t.createdAt.desc(), t.id.desc()),
    index('blog_posts_locale_category_created_idx').on(t.locale, t.published, t.category, t.createdAt.desc(), t.id.desc()),
    index('blog_posts_published_created_id_idx').on(t.published, t.createdAt.desc(), t.id.desc()),
    // One search index per language, of published posts only: a visitor's search reads exactly its language's
    // entries, without combining the index with a language index first. No pending list (fastupdate off,
    // drizzle/0019): a row written since the last vacuum (a save, a view count) goes straight into the index
    // instead of a list that every search reads through until autovacuum, which on a large table comes late.
    ...LOCALES.map((l) =>
      index(`blog_posts_search_${l}_idx`)
        .using('gin', t.search)
        .with({ fastupdate: false })
        .where(sql.raw(`locale = '${l}' and published`)),
    ),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    link: text('link').notNull(),
    icon: text('icon').notNull().default('FileText'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Bumped by every update, as blog_posts.version. */
    version: integer('version').notNull().default(1),
    locale: locale(),
    translationGroup: translationGroup(),
  },
  (t) => [
    index('resources_locale_created_idx').on(t.locale, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('resources_translation_key').on(t.translationGroup, t.locale),
  ],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('en'),
    handled: boolean('handled').notNull().default(false),
    /** The firm's notification e-mail, sent by the job queue: queued, retrying (SMTP failing), sent or failed. */
    deliveryState: text('delivery_state', { enum: DELIVERY_STATES }).notNull().default('queued'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    /** The last SMTP error while retrying or failed (no message content). */
    deliveryError: text('delivery_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** When the visitor's acknowledgement went out; set once, so a retried job never sends it twice. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** Where it came from: the contact form, or the chat's intake (decision 0010; its conversation names it). */
    source: text('source', { enum: INQUIRY_SOURCES }).notNull().default('form'),
    /** The chat's answers ({ version, path, answers }: src/shared/schemas/chat.ts); null for the contact form. */
    intake: jsonb('intake').$type<StoredIntake>(),
    /** A recent detention: the on-call list is alerted, with escalation, until someone acknowledges. */
    urgent: boolean('urgent').notNull().default(false),
    urgentAckedAt: timestamp('urgent_acked_at', { withTimezone: true, mode: 'date' }),
    /** Who said 'I'm on it' (the alerted address, or the admin's e-mail). */
    urgentAckedBy: text('urgent_acked_by'),
    /** False when the visitor said e-mail is not safe (VAWA): nothing is ever e-mailed to them. */
    emailSafe: boolean('email_safe').notNull().default(true),
    /**
     * A chat the visitor has not sent (yet): made early for an urgent detention once a phone is known, or after
     * 'Unfinished chats reach the firm after' minutes of silence (decision 0024). Sending completes it (false).
     */
    unfinished: boolean('unfinished').notNull().default(false),
    /** 'Called back': someone recorded the callback of an urgent case; until then it stays marked urgent. */
    calledBackAt: timestamp('called_back_at', { withTimezone: true, mode: 'date' }),
    calledBackBy: text('called_back_by'),
    /** Where the visit came from (decision 0029): entry page, last article, referrer host, campaign; null when unknown. */
    attribution: jsonb('attribution').$type<Attribution>(),
    /**
     * The contact submission's idempotency key (decision 0030): the page's key, or a hash of the text sent without one
     * and its ten minutes. A retried submission finds its key taken and is answered as stored, once.
     */
    submissionKey: text('submission_key'),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt.desc()),
    uniqueIndex('inquiries_submission_key_idx').on(t.submissionKey),
    index('inquiries_urgent_open_idx')
      .on(t.createdAt)
      .where(sql`urgent and urgent_acked_at is null`),
  ],
);

/**
 * A visitor's chat (decision 0010): created by the first message, reached only with its token (the browser keeps it
 * in sessionStorage; only its SHA-256 is here). Submitting makes it an inquiry; deleting the inquiry (by an
 * admin, or the retention purge) deletes the conversation. One never submitted is purged after
 * CHAT_UNSENT_RETENTION_HOURS.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    locale: locale(),
    /** The page the chat was opened on (a path of this site). */
    page: text('page').notNull().default('/'),
    /** The proof-of-work challenge's nonce that started it: each solved challenge starts one conversation. */
    powNonce: text('pow_nonce').notNull(),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** Live replies (decision 0021): the oldest visitor message no staff reply has followed; null = none waits. */
    waitingSince: timestamp('waiting_since', { withTimezone: true, mode: 'date' }),
    /** The first staff member who replied ('Taken by …'); others may still reply. */
    takenBy: text('taken_by').references(() => users.id, { onDelete: 'set null' }),
    /** Nobody answered in time: the conversation took the offline path (its inquiry, when it had enough). */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true, mode: 'date' }),
    /** 'Close conversation': the visitor is told, and can send nothing more. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Left without sending for 'Unfinished chats reach the firm after' minutes (decision 0024): with a phone, an
     * e-mail or urgent words it became an 'Unfinished' inquiry; without, the inbox shows 'Unfinished, no contact'.
     */
    unfinishedAt: timestamp('unfinished_at', { withTimezone: true, mode: 'date' }),
    /** An answer made it an urgent detention (src/shared/chat-intake.ts isUrgent): first in the inbox. */
    urgent: boolean('urgent').notNull().default(false),
    /** Where the visit came from (decision 0029), copied to the inquiry the chat makes. */
    attribution: jsonb('attribution').$type<Attribution>(),
    /** SHA-256 of the start's idempotency key (decision 0030): a start sent again finds the conversation it made. */
    startKeyHash: text('start_key_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chat_conversations_start_key').on(t.startKeyHash),
    index('chat_conversations_inbox_idx')
      .on(t.updatedAt)
      .where(sql`closed_at is null`),
    uniqueIndex('chat_conversations_token_key').on(t.tokenHash),
    uniqueIndex('chat_conversations_pow_key').on(t.powNonce),
    uniqueIndex('chat_conversations_inquiry_key').on(t.inquiryId),
    index('chat_conversations_unsent_idx')
      .on(t.updatedAt)
      .where(sql`submitted_at is null`),
  ],
);

/** A conversation's messages, ids increasing. A visitor's answer names its question (`field`; '' body = skipped). */
/**
 * Proof-of-work challenges already used to start a conversation (decision 0024): kept until the challenge expires,
 * so one solution starts one conversation even after that conversation was ended and deleted.
 */
export const chatPowNonces = pgTable('chat_pow_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: CHAT_SENDERS }).notNull().default('visitor'),
    field: text('field'),
    body: text('body').notNull(),
    /** A staff reply's author, and the first name the visitor was shown (kept if the account goes). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    /** A visitor message's idempotency key (decision 0030): sent again, it is stored once. */
    submissionKey: text('submission_key'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id), uniqueIndex('chat_messages_submission_key').on(t.conversationId, t.submissionKey)],
);

/**
 * Who can answer the chat now (decision 0021): 'Available' in the inbox, kept alive by the open inbox tab's
 * heartbeat. A row whose heartbeat is older than PRESENCE_TTL counts as away, whatever `available` says.
 */
export const staffPresence = pgTable('staff_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  available: boolean('available').notNull().default(false),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The urgent alerts of an inquiry, one row per address alerted (the on-call list in order, then the firm's
 * inbox). Its 'I'm on it' link carries a token whose SHA-256 is here: single use, expiring.
 */
export const urgentAlerts = pgTable(
  'urgent_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    recipient: text('recipient').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** When the e-mail was accepted by the mail server (null while it waits or retries). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('urgent_alerts_token_key').on(t.tokenHash), uniqueIndex('urgent_alerts_step_key').on(t.inquiryId, t.step)],
);

export type User = typeof users.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type Resource = typeof resources.$inferSelect;
export type Inquiry = typeof inquiries.$inferSelect;
export type ChatConversation = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type UrgentAlert = typeof urgentAlerts.$inferSelect;


/** rate-limiter-flexible's Drizzle store: counters shared by every instance (decision 0007). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/**
 * Published posts per language and category, kept exact by a trigger on blog_posts (drizzle/0005): the blog list's
 * total and category filter cost the same at 100 or 100,000 posts.
 */
export const blogCategoryCounts = pgTable(
  'blog_category_counts',
  {
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    category: text('category').notNull(),
    published: integer('published').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locale, t.category], name: 'blog_category_counts_pkey' })],
);

/**
 * Who viewed which post in which hour: one row per visitor, post and hour, so repeated calls count one view.
 * visitor_hash is an HMAC of the client address with a per-process key: the address itself is never stored.
 * Rows older than two hours are purged (server/jobs/purge.ts).
 */
export const postViews = pgTable(
  'post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('post_views_key').on(t.postId, t.visitorHash, t.bucket), index('post_views_bucket_idx').on(t.bucket)],
);

/**
 * Site-wide settings as key/value (jsonb), with who changed them last (server/services/settings.ts).
 * Two-factor: key 'two_factor_required' (boolean).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Ten single-use recovery codes per account with two-factor on: only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/**
 * A sign-in waiting for its second factor: the password was right, no session exists yet. Only the SHA-256
 * of the ticket is stored; it lives five minutes and allows a few code attempts (server/services/totp.ts).
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sign_in_tickets_user_idx').on(t.userId), index('sign_in_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Who did what, when, from where (server/services/audit.ts). The actor's e-mail is copied, and there is
 * no foreign key, so an entry outlives the account. Kept AUDIT_RETENTION_DAYS (server/jobs/purge.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** The fields that changed, { field: { before, after } }, or other facts of the event; never secrets. */
    changes: jsonb('changes'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
    index('audit_log_actor_email_at_idx').on(t.actorEmail, t.at.desc()),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Every saved state of a post (decision 0014): who saved it, when, and its fields, newest first in the
 * 'Revisions' list; restoring one saves its fields as a new version (and a new revision).
 */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** The post's version this revision is. */
    version: integer('version').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** A copy of the author's e-mail, so the list still says who after the account is gone. */
    authorEmail: text('author_email'),
    fields: jsonb('fields').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_revisions_post_created_idx').on(t.postId, t.createdAt.desc())],
);

/** Every saved state of a resource, as postRevisions is for posts: who saved it, when, and the form's fields. */
export const resourceRevisions = pgTable(
  'resource_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    /** The resource's version this revision is. */
    version: integer('version').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** A copy of the author's e-mail, so the list still says who after the account is gone. */
    authorEmail: text('author_email'),
    fields: jsonb('fields').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('resource_revisions_resource_created_idx').on(t.resourceId, t.createdAt.desc())],
);

/**
 * Old addresses of a post (decision 0014): a published post's previous slug in its language answers 301 to the
 * post's current address. Keyed by post, so chains collapse by themselves.
 */
export const postSlugRedirects = pgTable(
  'post_slug_redirects',
  {
    locale: text('locale', { enum: LOCALES }).notNull(),
    slug: text('slug').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug], name: 'post_slug_redirects_pkey' }), index('post_slug_redirects_post_idx').on(t.postId)],
);

/** One stored file of an upload: a format at a width (the original is `original`). */
export interface MediaVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  bytes: number;
}

/**
 * Uploaded images (decision 0014): the original is kept beside AVIF, WebP and JPEG copies at the widths of
 * src/shared/media.ts (never wider than the original). Files live in the media storage, not here.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The uploaded file's name, for display only: stored files are named by id and width. */
    filename: text('filename').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The original's format, as sharp read it from its content: jpeg, png, webp or avif. */
    format: text('format').notNull(),
    /** The original's size in bytes. */
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('media_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export type MediaRow = typeof media.$inferSelect;

/**
 * A consultation booked on the site, or time an administrator blocked (decision 0028). `during` is the time the
 * attorney is taken, buffers included: PostgreSQL refuses two rows of one attorney whose `during` overlap unless
 * one is cancelled (an exclusion constraint over btree_gist, in drizzle/0021_bookings.sql, written by hand since
 * drizzle-kit cannot express it). The application checks first for a kind answer; the constraint is the rule.
 */
export const BOOKING_KINDS = ['booking', 'block'] as const;
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: BOOKING_KINDS }).notNull().default('booking'),
    /** The attorney's profile id (attorneyIds), and their name when booked (shown if the attorney leaves the list). */
    attorneyKey: text('attorney_key').notNull(),
    attorneyName: text('attorney_name').notNull(),
    /** The consultation type's code; null for blocked time. */
    typeId: text('type_id'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** [start − buffer before, end + buffer after): what the exclusion constraint compares. Written by the service. */
    during: tstzrange('during').notNull(),
    /** The page's language (e-mails), the consultation's language, and the visitor's time zone (times in e-mails). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    language: text('language').notNull().default('en'),
    timeZone: text('time_zone').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Digits only: the 'at most 3 active bookings per phone' check compares these. */
    phoneDigits: text('phone_digits').notNull().default(''),
    email: text('email').notNull().default(''),
    matter: text('matter').notNull().default(''),
    otherParties: text('other_parties').notNull().default(''),
    /** False when the visitor said e-mail is not safe (the chat's VAWA path): no confirmation, no reminders. */
    emailSafe: boolean('email_safe').notNull().default(true),
    /** The chat's inquiry this booking follows (its answers are shown beside it). */
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    /** RFC 5545 SEQUENCE of the invitation: raised by every change the visitor is sent (moved, cancelled). */
    sequence: integer('sequence').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by'),
    /** Who blocked the time (an administrator's e-mail), for blocks. */
    createdBy: text('created_by'),
    /** Where the visit came from (decision 0029); null for a block or when unknown. */
    attribution: jsonb('attribution').$type<Attribution>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_starts_idx').on(t.startsAt),
    index('bookings_email_active_idx')
      .on(t.email)
      .where(sql`status = 'active' and email <> ''`),
    index('bookings_phone_active_idx')
      .on(t.phoneDigits)
      .where(sql`status = 'active' and phone_digits <> ''`),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

/**
 * The 'Reschedule' and 'Cancel' links of a booking's e-mails: only the token's SHA-256 is kept. A link works once,
 * for its purpose, while the booking is active, its sequence unchanged and its start ahead.
 */
export const BOOKING_LINK_PURPOSES = ['reschedule', 'cancel'] as const;
export const bookingLinks = pgTable(
  'booking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: BOOKING_LINK_PURPOSES }).notNull(),
    /** The booking's sequence when the link was made: a later change kills it. */
    sequence: integer('sequence').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_links_booking_idx').on(t.bookingId)],
);

/** Each attorney's private calendar feed (ICS): the token's SHA-256; 'Reset link' replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  attorneyKey: text('attorney_key').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: text('created_by'),
  createdAt: createdAt(),
});

/*
 * Counting (decision 0029, DESIGN.md §10): daily totals only. A visitor is an HMAC of site, address and browser
 * under the day's secret; the secret and the day's hashes are deleted by the nightly roll-up, after which nothing
 * stored can be matched to an address.
 */

/** The day's secret (hex), one row per day of the firm's calendar; deleted the next day. */
export const analyticsSecrets = pgTable('analytics_secrets', {
  day: date('day', { mode: 'string' }).primaryKey(),
  secret: text('secret').notNull(),
});

/** The day's distinct visitors (hash under that day's secret), until the roll-up counts and deletes them. */
export const analyticsVisitors = pgTable('analytics_visitors', { day: date('day', { mode: 'string' }).notNull(), hash: text('hash').notNull() }, (t) => [
  primaryKey({ columns: [t.day, t.hash] }),
]);

/** Distinct visitors per day, written by the roll-up. */
export const analyticsDays = pgTable('analytics_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visitors: integer('visitors').notNull(),
});

/** Page views per day and page, with where they came from ('' for none); `entries`: views that began a visit. */
export const analyticsViews = pgTable(
  'analytics_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    referrer: text('referrer').notNull().default(''),
    source: text('source').notNull().default(''),
    medium: text('medium').notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    device: text('device').notNull(),
    views: integer('views').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [uniqueIndex('analytics_views_key').on(t.day, t.path, t.locale, t.referrer, t.source, t.medium, t.campaign, t.device)],
);

/**
 * The roll-up of analytics_views per past day and page (server/analytics/rollup.ts): what the dashboard's top pages,
 * its article rates and the CSV read for days the hourly job has rolled up, instead of every origin's row.
 */
export const analyticsPageDays = pgTable(
  'analytics_page_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    views: integer('views').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_page_days_pk', columns: [t.day, t.path, t.locale] })],
);

/** The roll-up of analytics_views per past day, origin and device: the chart, referrers, campaigns and devices. */
export const analyticsOriginDays = pgTable(
  'analytics_origin_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    referrer: text('referrer').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    device: text('device').notNull(),
    views: integer('views').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_origin_days_pk', columns: [t.day, t.referrer, t.source, t.medium, t.campaign, t.device] })],
);

/** Counted events per day and page: taps on the firm's phone links ('phone'). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('analytics_events_key').on(t.day, t.kind, t.path, t.locale)],
);
