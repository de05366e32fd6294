import { eq } from 'drizzle-orm';
import type { JobHelpers, Task, TaskList } from 'graphile-worker';
import type { ContentChanges } from '../realtime/changes';
import type { Db } from '../db/client';
import { inquiries, type Inquiry } from '../db/schema';
import {
  accountExistsEmail,
  approvalRequestEmail,
  authLink,
  confirmEmail,
  inquiryAcknowledgement,
  inquiryNotification,
  invitationEmail,
  resetEmail,
  signupAgainEmail,
} from '../services/emails';
import { prepareInvitationMail } from '../services/invitations';
import { approvalRequestOf } from '../services/team';
import type { Mailer } from '../services/mail';
import { UNUSABLE_PASSWORD } from '../services/passwords';
import { createEmailToken } from '../services/tokens';
import { findUserByEmail } from '../services/users';
import { isLocale, type Locale } from '@shared/locales';
import { purgeExpired } from './purge';
import { rollUpAnalytics } from '../analytics/jobs';
import { publishScheduled } from '../services/post-editing';
import { getFirm, getFirmSettings } from '../services/firm-settings';
import { chatAcknowledgement, chatNotification, urgentAlertEmail } from '../chat/emails';
import { conversationLeft } from '../chat/inquiry';
import { conversationOfInquiry } from '../chat/views';
import { handOver } from '../chat/service';
import { alertSent, prepareAlert } from '../chat/urgent';
import { officeStatus } from '@shared/office-status';
import { toFirmPublic } from '@shared/schemas/firm';
import { payloadOf, type JobName } from './queue';
import { bookingTasks } from '../booking/jobs';

export interface TaskDeps {
  db: Db;
  mailer: Mailer;
  config: { firmInbox: string; publicUrl: string; inquiryRetentionDays: number; auditRetentionDays: number };
  log: { info(obj: object, msg: string): void };
  /** The app's own announcer: a post the worker publishes clears this instance's page cache at once. */
  changes: ContentChanges;
}

const locale = (value: unknown): Locale => (isLocale(value) ? value : 'en');

/** The first line of an SMTP error, without the message it was about. */
const errorLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]?.slice(0, 300) ?? 'unknown error';

export function createTaskList(deps: TaskDeps): TaskList {
  const { db, mailer, config } = deps;

  async function loadInquiry(id: string): Promise<Inquiry | undefined> {
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
    return row;
  }

  /**
   * An inquiry's e-mails. The firm's notification: its state is shown in the admin Inquiries tab, and a sent one is
   * never sent again. The visitor's acknowledgement (`acknowledge`): sent once, never to a visitor who said e-mail
   * is not safe, nor to none. Both are tried on every run, their outcome written in one update; while either failed
   * the job is retried, and the retry sends only what is still missing.
   */
  async function inquiryMail(inquiryId: string, parts: { notify: boolean; acknowledge: boolean }, helpers: JobHelpers): Promise<void> {
    const row = await loadInquiry(inquiryId);
    if (!row) return; // deleted meanwhile
    const attempts = helpers.job.attempts;
    const outcome: Partial<typeof inquiries.$inferInsert> = {};
    let failure: unknown = null;
    if (parts.notify && row.deliveryState !== 'sent') {
      try {
        const mail = row.source === 'chat' ? chatNotification(row, await conversationOfInquiry(db, row.id), config.firmInbox, config.publicUrl) : inquiryNotification(row, config.firmInbox, config.publicUrl);
        await mailer.send(mail);
        Object.assign(outcome, { deliveryState: 'sent', deliveryAttempts: attempts, deliveryError: null, deliveredAt: new Date() });
      } catch (err) {
        failure = err;
        Object.assign(outcome, { deliveryState: attempts >= helpers.job.max_attempts ? 'failed' : 'retrying', deliveryAttempts: attempts, deliveryError: errorLine(err) });
      }
    }
    if (parts.acknowledge && !row.acknowledgedAt && row.emailSafe && row.email) {
      try {
        if (row.source === 'chat') {
          const firm = await getFirmSettings(db);
          await mailer.send(chatAcknowledgement(row, locale(row.locale), toFirmPublic(firm.data), officeStatus(firm.data.officeHours, row.createdAt)));
        } else {
          await mailer.send(inquiryAcknowledgement(row, locale(row.locale), await getFirm(db)));
        }
        outcome.acknowledgedAt = new Date();
      } catch (err) {
        failure ??= err;
      }
    }
    if (Object.keys(outcome).length > 0) await db.update(inquiries).set(outcome).where(eq(inquiries.id, row.id));
    if (failure) throw failure;
  }

  const inquiryMailTask: Task = async (payload, helpers) => {
    const { inquiryId, acknowledge } = payloadOf<'inquiry_mail'>(payload);
    await inquiryMail(inquiryId, { notify: true, acknowledge }, helpers);
  };

  /**
   * Reset and confirmation links. The token is made here, at sending time: the job table never holds a
   * usable link, and an address without an account (or already confirmed) gets nothing.
   */
  function tokenLinkTask(purpose: 'reset' | 'confirm'): Task {
    const compose = purpose === 'reset' ? resetEmail : confirmEmail;
    return async (payload) => {
      const job = payloadOf<'reset_link' | 'confirm_link'>(payload);
      const user = await findUserByEmail(db, job.email);
      if (!user || (purpose === 'confirm' && user.emailVerified)) return;
      // Its password was discarded (a second sign-up): confirming alone would leave none, so the link chooses one.
      if (purpose === 'confirm' && user.passwordHash === UNUSABLE_PASSWORD) return choosePasswordLink(user, locale(job.locale));
      const token = await createEmailToken(db, user.id, purpose);
      const lang = locale(job.locale);
      await mailer.send(compose(user.email, authLink(config.publicUrl, lang, `/${purpose}/${token}`), lang, await getFirm(db)));
    };
  }

  /**
   * An address waiting for confirmation whose passwords a second sign-up discarded (server/services/auth.ts):
   * a reset link, which chooses the password and confirms the address, with the sentence saying why.
   */
  async function choosePasswordLink(user: { id: string; email: string }, lang: Locale): Promise<void> {
    const token = await createEmailToken(db, user.id, 'reset');
    await mailer.send(signupAgainEmail(user.email, authLink(config.publicUrl, lang, `/reset/${token}`), lang, await getFirm(db)));
  }

  /** Both point to the reset form: a reset sets a password of the owner's own choosing (and confirms the address). */
  function accountNotice(name: 'account_exists' | 'signup_again'): Task {
    return async (payload) => {
      const job = payloadOf<typeof name>(payload);
      const user = await findUserByEmail(db, job.email);
      if (!user) return;
      const lang = locale(job.locale);
      if (name === 'signup_again' && !user.emailVerified) return choosePasswordLink(user, lang);
      // Confirmed meanwhile: "waits for confirmation" would no longer be true.
      await mailer.send(accountExistsEmail(user.email, authLink(config.publicUrl, lang, '?reset=true'), lang, await getFirm(db)));
    };
  }

  /** A colleague's invitation (English, as the admin area is); nothing once it was withdrawn, replaced or used. */
  const staffInvite: Task = async (payload) => {
    const { invitationId } = payloadOf<'staff_invite'>(payload);
    const prepared = await prepareInvitationMail(db, invitationId);
    if (!prepared) return;
    const link = authLink(config.publicUrl, 'en', `/invite/${prepared.token}`);
    await mailer.send(invitationEmail(prepared.email, link, prepared, await getFirm(db)));
  };

  /** One administrator's notice of an account waiting for a role, unless it got one (or was removed) meanwhile. */
  const approvalRequest: Task = async (payload) => {
    const { userId, adminId } = payloadOf<'approval_request'>(payload);
    const request = await approvalRequestOf(db, userId, adminId);
    if (!request) return;
    await mailer.send(approvalRequestEmail(request.admin, request.applicant, `${config.publicUrl}/admin?tab=team`, await getFirm(db)));
  };

  const purge: Task = async () => {
    const counts = await purgeExpired(db, { inquiryRetentionDays: config.inquiryRetentionDays, auditRetentionDays: config.auditRetentionDays });
    deps.log.info({ purged: counts }, 'expired rows purged');
  };

  const analyticsRollup: Task = async () => {
    const done = await rollUpAnalytics(db);
    if (done.days || done.secrets || done.expired) deps.log.info({ rolledUp: done }, 'analytics: past days counted, their secrets destroyed');
  };

  /** A scheduled post goes live (and announces itself, so the page cache of this instance is cleared at once). */
  const publishPost: Task = async (payload) => {
    const { postId } = payloadOf<'publish_post'>(payload);
    if (await publishScheduled(db, postId, new Date(), deps.changes)) deps.log.info({ postId }, 'scheduled post published');
  };

  /**
   * One step of an urgent chat's alerts: the link is made here (only the e-mail carries it), the next step is
   * scheduled before sending, and the step counts as alerted once the mail server took it.
   */
  const urgentAlert: Task = async (payload) => {
    const { inquiryId, step } = payloadOf<'urgent_alert'>(payload);
    const prepared = await prepareAlert(db, { inquiryId, step, firmInbox: config.firmInbox });
    if (!prepared) return;
    const link = `${config.publicUrl}/on-call/${prepared.token}`;
    await mailer.send(urgentAlertEmail(prepared.inquiry, prepared.recipient, link, { number: step + 1, final: prepared.final }, config.publicUrl));
    await alertSent(db, prepared);
    deps.log.info({ inquiryId, step: step + 1 }, 'urgent chat: on-call alerted');
  };

  const chatHandover: Task = async (payload) => {
    const { conversationId, since } = payloadOf<'chat_handover'>(payload);
    if (await handOver(db, conversationId, new Date(since))) deps.log.info({ conversationId }, 'live chat: handed over (no reply in time)');
  };

  const chatUnfinished: Task = async (payload) => {
    const { conversationId } = payloadOf<'chat_unfinished'>(payload);
    if (await conversationLeft(db, conversationId)) deps.log.info({ conversationId }, 'chat: left unfinished');
  };

  const tasks: Record<JobName, Task> = {
    urgent_alert: urgentAlert,
    chat_handover: chatHandover,
    chat_unfinished: chatUnfinished,
    inquiry_mail: inquiryMailTask,
    inquiry_notify: (payload, helpers) => inquiryMail(payloadOf<'inquiry_notify'>(payload).inquiryId, { notify: true, acknowledge: false }, helpers),
    inquiry_ack: (payload, helpers) => inquiryMail(payloadOf<'inquiry_ack'>(payload).inquiryId, { notify: false, acknowledge: true }, helpers),
    reset_link: tokenLinkTask('reset'),
    confirm_link: tokenLinkTask('confirm'),
    account_exists: accountNotice('account_exists'),
    signup_again: accountNotice('signup_again'),
    staff_invite: staffInvite,
    approval_request: approvalRequest,
    publish_post: publishPost,
    purge,
    analytics_rollup: analyticsRollup,
    ...bookingTasks(deps),
  };
  return tasks;
}
