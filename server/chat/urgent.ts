import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../errors';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatConversations, inquiries, urgentAlerts, type Inquiry, type UrgentAlert } from '../db/schema';
import { signal } from '../realtime/hub';
import { addJob } from '../jobs/queue';
import { recordAudit, type AuditActor } from '../services/audit';
import { getFirmSettings } from '../services/firm-settings';

/**
 * Emergency routing of urgent chats (decision 0010): the on-call list in /admin/settings is alerted one address at a
 * time, each with an 'I'm on it' link, until someone acknowledges; past the list, the firm's inbox is told that
 * nobody did. Every step is in the audit log.
 */

/** An 'I'm on it' link works once, for a day. */
export const ACK_TTL_MS = 24 * 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AlertStep {
  inquiry: Inquiry;
  recipient: string;
  /** Past the on-call list: the firm's inbox hears that nobody acknowledged. */
  final: boolean;
  step: number;
  token: string;
}

/**
 * Prepares step `step` of an inquiry's alerts: null when there is nothing to do (acknowledged, not urgent,
 * deleted, or past the last step). Stores the step's link (hashed) and, in the same transaction, schedules the
 * next step, so a mail server that is down delays this e-mail without stopping the escalation.
 */
export async function prepareAlert(db: Db, opts: { inquiryId: string; step: number; firmInbox: string; now?: Date }): Promise<AlertStep | null> {
  const now = opts.now ?? new Date();
  const firm = await getFirmSettings(db, { fresh: true });
  const list = firm.data.onCall.emails;
  // With an empty list, the firm's inbox is the one (and last) address.
  const recipients = list.length > 0 ? [...list, opts.firmInbox] : [opts.firmInbox];
  const recipient = recipients[opts.step];
  if (recipient === undefined) return null;
  const final = opts.step === recipients.length - 1;
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, opts.inquiryId)).for('update');
    if (!inquiry || !inquiry.urgent || inquiry.urgentAckedAt || inquiry.calledBackAt) return null;
    const [existing] = await tx
      .select()
      .from(urgentAlerts)
      .where(and(eq(urgentAlerts.inquiryId, inquiry.id), eq(urgentAlerts.step, opts.step)));
    if (existing?.sentAt) return null; // a retry after the e-mail went out
    const values = { inquiryId: inquiry.id, step: opts.step, recipient, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ACK_TTL_MS) };
    if (existing) await tx.update(urgentAlerts).set(values).where(eq(urgentAlerts.id, existing.id));
    else {
      await tx.insert(urgentAlerts).values(values);
      if (!final) {
        const runAt = new Date(now.getTime() + firm.data.onCall.escalateAfterMinutes * 60_000);
        await addJob(tx, 'urgent_alert', { inquiryId: inquiry.id, step: opts.step + 1 }, { runAt, jobKey: `urgent:${inquiry.id}:${opts.step + 1}` });
      }
    }
    return { inquiry, recipient, final, step: opts.step, token };
  });
}

/** The e-mail of a step went out: recorded, with its audit entry. */
export async function alertSent(db: Db, step: AlertStep, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(urgentAlerts)
      .set({ sentAt: now })
      .where(and(eq(urgentAlerts.inquiryId, step.inquiry.id), eq(urgentAlerts.step, step.step), isNull(urgentAlerts.sentAt)))
      .returning({ id: urgentAlerts.id });
    if (!row) return;
    await recordAudit(tx, {
      actor: { id: null, email: null },
      action: step.final && step.step > 0 ? 'chat.urgent_unanswered' : 'chat.urgent_alerted',
      target: { type: 'inquiry', id: step.inquiry.id, label: step.inquiry.name },
      changes: { step: step.step + 1, to: step.recipient },
    });
    // The visitor's open panel learns at once that the alert went out (decision 0021).
    const [conversation] = await tx.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.inquiryId, step.inquiry.id)).limit(1);
    if (conversation) await signal(tx, { kind: 'conversation', id: conversation.id });
  });
}

export const ACK_MSG = {
  invalid: 'This link is not valid. Open the inquiry in the admin area instead.',
  expired: 'This link has expired. Open the inquiry in the admin area instead.',
  used: 'This link was already used.',
  gone: 'This inquiry no longer exists.',
  notUrgent: 'This inquiry is not an urgent chat.',
} as const;

type AckMessage = (typeof ACK_MSG)[keyof typeof ACK_MSG];

/** Who took an urgent case ('I'm on it') and when; and who recorded the callback, once someone did. */
export interface Taken {
  by: string;
  at: Date;
  calledBack: { by: string; at: Date } | null;
}

/** A refusal; a used link also says who took the case (issue 35: 'already used' alone leaves the attorney guessing). */
export type AckRefusal = { message: AckMessage; taken?: Taken | undefined };

export type AckResult = { ok: true; inquiryName: string; ackedBy: string; at: Date; already: boolean } | ({ ok: false } & AckRefusal);

/** Who took an urgent case, from its row; undefined while nobody did. */
export function takenOf(inquiry: Inquiry): Taken | undefined {
  if (!inquiry.urgentAckedAt) return undefined;
  const calledBack = inquiry.calledBackAt ? { by: inquiry.calledBackBy ?? '', at: inquiry.calledBackAt } : null;
  return { by: inquiry.urgentAckedBy ?? '', at: inquiry.urgentAckedAt, calledBack };
}

async function acknowledge(db: Db, inquiryId: string, by: string, actor: AuditActor, ip: string | null, alertId?: string): Promise<AckResult> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
    if (!inquiry) return { ok: false, message: ACK_MSG.gone };
    if (!inquiry.urgent) return { ok: false, message: ACK_MSG.notUrgent };
    if (alertId) await tx.update(urgentAlerts).set({ usedAt: new Date() }).where(eq(urgentAlerts.id, alertId));
    if (inquiry.urgentAckedAt) return { ok: true, inquiryName: inquiry.name, ackedBy: inquiry.urgentAckedBy ?? '', at: inquiry.urgentAckedAt, already: true };
    const at = new Date();
    await tx.update(inquiries).set({ urgentAckedAt: at, urgentAckedBy: by }).where(eq(inquiries.id, inquiry.id));
    await recordAudit(tx, { actor, action: 'chat.urgent_acknowledged', target: { type: 'inquiry', id: inquiry.id, label: inquiry.name }, changes: { by }, ip });
    return { ok: true, inquiryName: inquiry.name, ackedBy: by, at, already: false };
  });
}

/** What the 'I'm on it' page says before the button is pressed (nothing changes). */
export async function peekAlert(db: Db, token: string, now = new Date()): Promise<{ alert: UrgentAlert; inquiry: Inquiry } | AckRefusal> {
  const [alert] = await db.select().from(urgentAlerts).where(eq(urgentAlerts.tokenHash, hashToken(token))).limit(1);
  if (!alert) return { message: ACK_MSG.invalid };
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, alert.inquiryId)).limit(1);
  if (alert.usedAt) return { message: ACK_MSG.used, taken: inquiry ? takenOf(inquiry) : undefined };
  if (alert.expiresAt < now) return { message: ACK_MSG.expired };
  return inquiry ? { alert, inquiry } : { message: ACK_MSG.gone };
}

/** 'I'm on it' from the alert's link: single use, expiring; the alerted address is who acknowledged. */
export async function acknowledgeByToken(db: Db, token: string, ip: string, now = new Date()): Promise<AckResult> {
  const peeked = await peekAlert(db, token, now);
  if ('message' in peeked) return { ok: false, ...peeked };
  return acknowledge(db, peeked.inquiry.id, peeked.alert.recipient, { id: null, email: peeked.alert.recipient }, ip, peeked.alert.id);
}

/** 'I'm on it' from the admin's Inquiries list. */
export async function acknowledgeByAdmin(db: Db, actor: { id: string; email: string; ip: string }, inquiryId: string): Promise<Extract<AckResult, { ok: true }>> {
  const result = await acknowledge(db, inquiryId, actor.email, actor, actor.ip);
  // acknowledge() refuses with one of two sentences: the inquiry was deleted, or it is not an urgent chat.
  if (!result.ok) throw new DomainError('not-found', result.message === ACK_MSG.notUrgent ? 'inquiryNotUrgent' : 'inquiryGone', result.message);
  return result;
}

/**
 * 'Called back' from the admin: someone recorded the callback of an urgent case, which ends its urgency. Pressed
 * before anyone said 'I'm on it', it says that too (the caller took the case), so the escalation stops. Recorded
 * once: a second press answers who already did.
 */
export async function recordCallback(db: Db, actor: { id: string; email: string; ip: string }, inquiryId: string): Promise<Taken & { already: boolean }> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
    if (!inquiry) throw new DomainError('not-found', 'inquiryGone', ACK_MSG.gone);
    if (!inquiry.urgent) throw new DomainError('not-found', 'inquiryNotUrgent', ACK_MSG.notUrgent);
    const before = takenOf(inquiry);
    if (before?.calledBack) return { ...before, already: true };
    const at = new Date();
    const taken = { by: inquiry.urgentAckedBy ?? actor.email, at: inquiry.urgentAckedAt ?? at };
    await tx
      .update(inquiries)
      .set({ calledBackAt: at, calledBackBy: actor.email, urgentAckedAt: taken.at, urgentAckedBy: taken.by })
      .where(eq(inquiries.id, inquiry.id));
    await recordAudit(tx, {
      actor,
      action: 'chat.urgent_called_back',
      target: { type: 'inquiry', id: inquiry.id, label: inquiry.name },
      changes: { by: actor.email, ...(inquiry.urgentAckedAt ? {} : { acknowledged: true }) },
      ip: actor.ip,
    });
    return { ...taken, calledBack: { by: actor.email, at }, already: false };
  });
}

/**
 * Urgent inquiries nobody acknowledged yet, oldest first: the dashboard's banner ("N urgent chats waiting"). A case
 * someone took but nobody called back stays marked Urgent in the Inquiries list (listInquiries), not here.
 */
export async function openUrgent(db: Db): Promise<{ total: number; items: { id: string; name: string; createdAt: Date; alerts: number }[] }> {
  const items = await db
    .select({ id: inquiries.id, name: inquiries.name, createdAt: inquiries.createdAt })
    .from(inquiries)
    .where(and(eq(inquiries.urgent, true), isNull(inquiries.urgentAckedAt)))
    .orderBy(asc(inquiries.createdAt))
    .limit(20);
  const [total] = await db
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.urgent, true), isNull(inquiries.urgentAckedAt)));
  const alerts = items.length
    ? await db
        .select({ inquiryId: urgentAlerts.inquiryId, n: count() })
        .from(urgentAlerts)
        .where(inArray(urgentAlerts.inquiryId, items.map((i) => i.id)))
        .groupBy(urgentAlerts.inquiryId)
    : [];
  const byId = new Map(alerts.map((a) => [a.inquiryId, a.n]));
  return { total: total?.n ?? 0, items: items.map((i) => ({ ...i, alerts: byId.get(i.id) ?? 0 })) };
}

/** The alerts of an inquiry, for its card in the admin. */
export async function alertsOf(db: Db, inquiryId: string): Promise<Pick<UrgentAlert, 'step' | 'recipient' | 'sentAt' | 'usedAt'>[]> {
  return db
    .select({ step: urgentAlerts.step, recipient: urgentAlerts.recipient, sentAt: urgentAlerts.sentAt, usedAt: urgentAlerts.usedAt })
    .from(urgentAlerts)
    .where(eq(urgentAlerts.inquiryId, inquiryId))
    .orderBy(desc(urgentAlerts.step));
}
