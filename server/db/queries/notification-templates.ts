import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/catalog/lender.ts';
import { ALL_PRODUCTS_ID, type NotificationTemplateText } from '../../../domain/notification-templates.ts';
import type { Executor } from '../pool.ts';
import { fiNotificationTemplates } from '../schema/index.ts';
import type { FiScope } from './scope.ts';

/**
 * A lender's notification templates (002 §7): the console's reads and writes are the scope's lender's
 * (docs/decisions/0505-query-layer.md); the senders' read is the one unscoped query, named as such.
 */

export interface StoredNotificationTemplate extends NotificationTemplateText {
  id: string;
  kind: NotificationKind;
  productId: string;
  updatedAt: Date;
}

const columns = {
  id: fiNotificationTemplates.id,
  kind: fiNotificationTemplates.kind,
  productId: fiNotificationTemplates.productId,
  emailSubject: fiNotificationTemplates.emailSubject,
  emailBody: fiNotificationTemplates.emailBody,
  smsMessage: fiNotificationTemplates.smsMessage,
  channel: fiNotificationTemplates.channel,
  updatedAt: fiNotificationTemplates.updatedAt,
};

const toStored = (row: { kind: string } & Omit<StoredNotificationTemplate, 'kind'>): StoredNotificationTemplate => ({
  ...row,
  kind: row.kind as NotificationKind,
});

/** The lender's templates of a kind whose product meets `product`. */
const ofKind = (fiId: string, kind: NotificationKind, product: SQL) =>
  and(eq(fiNotificationTemplates.fiId, fiId), eq(fiNotificationTemplates.kind, kind), product);

/** The product's own template of the kind, else the lender's for all products ('0'); null when neither is stored. */
async function resolveOf(
  db: Executor,
  fiId: string,
  params: { kind: NotificationKind; productId: string },
): Promise<StoredNotificationTemplate | null> {
  const rows = await db
    .select(columns)
    .from(fiNotificationTemplates)
    .where(
      ofKind(
        fiId,
        params.kind,
        inArray(fiNotificationTemplates.productId, [...new Set([params.productId, ALL_PRODUCTS_ID])]),
      ),
    );
  const own = rows.find((row) => row.productId === params.productId);
  const lenderWide = rows.find((row) => row.productId === ALL_PRODUCTS_ID);
  const found = own ?? lenderWide;
  return found ? toStored(found) : null;
}

/**
 * The template that applies to a kind and product in the scope's lender: the product's own, else the lender's for all
 * products ('0'); null when neither is stored (the kind's default applies). What the console shows.
 */
export async function resolveNotificationTemplate(
  db: Executor,
  scope: FiScope,
  params: { kind: NotificationKind; productId: string },
): Promise<StoredNotificationTemplate | null> {
  return resolveOf(db, scope.fiId, params);
}

/**
 * The same for a sender, unscoped on purpose: the notification senders (server/notifications/deliver.ts, the loan
 * certificate) work for the system after a consumer's redemption or a job, with no signed-in tenant; they name the
 * lender whose product the notification is about, as read from that product's or lead's own row.
 */
export async function resolveNotificationTemplateForSender(
  db: Executor,
  params: { fiId: string; kind: NotificationKind; productId: string },
): Promise<StoredNotificationTemplate | null> {
  return resolveOf(db, params.fiId, params);
}

/** The stored template of exactly this kind and product, locked (FOR UPDATE) for a change's audit. */
export async function lockNotificationTemplate(
  db: Executor,
  scope: FiScope,
  params: { kind: NotificationKind; productId: string },
): Promise<StoredNotificationTemplate | null> {
  const [row] = await db
    .select(columns)
    .from(fiNotificationTemplates)
    .where(ofKind(scope.fiId, params.kind, eq(fiNotificationTemplates.productId, params.productId)))
    .for('update');
  return row ? toStored(row) : null;
}

/** Inserts or replaces the scope's lender's template of a kind and product (one row per lender, kind and product). */
export async function upsertNotificationTemplate(
  db: Executor,
  scope: FiScope,
  params: { kind: NotificationKind; productId: string; text: NotificationTemplateText },
): Promise<StoredNotificationTemplate> {
  const [row] = await db
    .insert(fiNotificationTemplates)
    .values({ fiId: scope.fiId, kind: params.kind, productId: params.productId, ...params.text })
    .onConflictDoUpdate({
      target: [fiNotificationTemplates.fiId, fiNotificationTemplates.kind, fiNotificationTemplates.productId],
      set: { ...params.text, updatedAt: new Date() },
    })
    .returning(columns);
  if (!row) throw new Error('upsert returned no row');
  return toStored(row);
}
