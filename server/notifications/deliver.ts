import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '../../domain/catalog/lender.ts';
import {
  DEFAULT_NOTIFICATION_TEMPLATES,
  type NotificationTemplateText,
  renderTemplate,
} from '../../domain/notification-templates.ts';
import type { Db, Executor } from '../db/pool.ts';
import { resolveNotificationTemplateForSender } from '../db/queries/notification-templates.ts';
import { auditLog } from '../db/schema/index.ts';
import { type MailAttachment, type OutgoingMail, sendMail } from '../providers/mail.ts';
import { sendTextMessage } from '../providers/text-message.ts';

/** The audit action of a notification that went out (ours: the seed lists the kinds, not their sending). */
export const NOTIFICATION_SENT = 'NOTIFICATION_SENT';

/** Who a notification goes to: e-mail addresses and mobile numbers (either may be empty). */
export interface Recipients {
  readonly emails: readonly string[];
  readonly phones: readonly string[];
}

/** What the audit row says a notification was about. */
export interface NotificationSubject {
  readonly category: 'LOAN_LEADS' | 'CAMPAIGN';
  readonly entityType: string;
  readonly entityId: string;
  readonly entityName: string;
  readonly tenantId: string;
  /** What distinguishes one sending from another of the same entity (the limits a limit notice was about). */
  readonly occasion?: Record<string, unknown> | undefined;
}

/** The lender's template of the kind for this product, else its template for all products, else the default. */
export async function templateFor(
  db: Db,
  params: { fiId: string; kind: NotificationKind; productId: string },
): Promise<NotificationTemplateText> {
  return (await resolveNotificationTemplateForSender(db, params)) ?? DEFAULT_NOTIFICATION_TEMPLATES[params.kind];
}

/**
 * A notification template's e-mail, its placeholders filled from `values`, sent to one address (with the attachments
 * and channel given): how every lender notification mails, through deliverNotification or on its own.
 */
export async function mailFromTemplate(
  db: Executor,
  to: string,
  template: NotificationTemplateText,
  values: Readonly<Record<string, string>>,
  extras: Pick<OutgoingMail, 'attachments' | 'channel'> = {},
): Promise<void> {
  await sendMail(db, {
    to,
    subject: renderTemplate(template.emailSubject, values),
    body: renderTemplate(template.emailBody, values),
    ...extras,
  });
}

/**
 * Whether this notification already went out: its audit row is the record of the sending (a retry after a crash
 * between an SMTP send and the commit may send again: at least once, never lost).
 */
async function alreadySent(db: Executor, kind: NotificationKind, subject: NotificationSubject): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, NOTIFICATION_SENT),
        eq(auditLog.entityId, subject.entityId),
        sql`${auditLog.newValue}->>'kind' = ${kind}`,
        subject.occasion
          ? sql`${auditLog.newValue}->'occasion' = ${JSON.stringify(subject.occasion)}::jsonb`
          : sql`true`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Sends a notification from its template on each channel it has: the e-mail to every address (with `attachment` —
 * the certificate's PDF — when the template's channel is PDF), the SMS to every number when the template has one;
 * then writes its audit row with what went where. Mail and texts land in the outbox in the sandbox. Once per subject
 * (and occasion): under a transaction-scoped advisory lock on it, so two jobs of one notice (a limit reached and a
 * redemption refused at once) send it once; 'skipped' when its audit row says it went out already.
 */
export async function deliverNotification(
  db: Db,
  notice: {
    kind: NotificationKind;
    template: NotificationTemplateText;
    values: Readonly<Record<string, string>>;
    recipients: Recipients;
    attachment?: (() => Promise<MailAttachment>) | undefined;
    subject: NotificationSubject;
  },
): Promise<'sent' | 'skipped'> {
  const { kind, subject } = notice;
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notice:${kind}:${subject.entityId}`}))`);
    if (await alreadySent(tx, kind, subject)) return 'skipped';
    await sendOnChannels(tx, notice);
    return 'sent';
  });
}

async function sendOnChannels(tx: Executor, notice: Parameters<typeof deliverNotification>[1]): Promise<void> {
  const { kind, template, values, recipients, subject } = notice;
  const pdf = template.channel === 'PDF' && notice.attachment ? await notice.attachment() : null;
  const channel = pdf ? 'PDF' : 'EMAIL';
  for (const to of recipients.emails) {
    await mailFromTemplate(tx, to, template, values, { attachments: pdf ? [pdf] : [], channel });
  }
  const sms = template.smsMessage ? recipients.phones : [];
  for (const to of sms) await sendTextMessage(tx, { to, body: renderTemplate(template.smsMessage ?? '', values) });
  await tx.insert(auditLog).values({
    category: subject.category,
    action: NOTIFICATION_SENT,
    actorName: 'system',
    entityType: subject.entityType,
    entityId: subject.entityId,
    entityName: `${NOTIFICATION_KIND_LABELS[kind]} — ${subject.entityName}`,
    tenantId: subject.tenantId,
    newValue: {
      kind,
      channel,
      emails: recipients.emails.length,
      texts: sms.length,
      ...(pdf ? { attachment: pdf.filename } : {}),
      ...(subject.occasion ? { occasion: subject.occasion } : {}),
    },
  });
}
