import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/catalog/lender.ts';
import { ALL_PRODUCTS_ID, type NotificationTemplateText } from '../../../domain/notification-templates.ts';
import type { Executor } from '../pool.ts';
import { fiNotificationTemplates } from '../schema/index.ts';

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
const ofKind = (params: { fiId: string; kind: NotificationKind }, product: SQL) =>
  and(eq(fiNotificationTemplates.fiId, params.fiId), eq(fiNotificationTemplates.kind, params.kind), product);

/**
 * The template that applies to a kind and product: the product's own, else the lender's for all products ('0');
 * null when neither is stored (the kind's default applies). What a sender reads as well as the console.
 */
export async function resolveNotificationTemplate(
  db: Executor,
  params: { fiId: string; kind: NotificationKind; productId: string },
): Promise<StoredNotificationTemplate | null> {
  const rows = await db
    .select(columns)
    .from(fiNotificationTemplates)
    .where(
      ofKind(params, inArray(fiNotificationTemplates.productId, [...new Set([params.productId, ALL_PRODUCTS_ID])])),
    );
  const own = rows.find((row) => row.productId === params.productId);
  const lenderWide = rows.find((row) => row.productId === ALL_PRODUCTS_ID);
  const found = own ?? lenderWide;
  return found ? toStored(found) : null;
}

/** The stored template of exactly this kind and product, locked (FOR UPDATE) for a change's audit. */
export async function lockNotificationTemplate(
  db: Executor,
  params: { fiId: string; kind: NotificationKind; productId: string },
): Promise<StoredNotificationTemplate | null> {
  const [row] = await db
    .select(columns)
    .from(fiNotificationTemplates)
    .where(ofKind(params, eq(fiNotificationTemplates.productId, params.productId)))
    .for('update');
  return row ? toStored(row) : null;
}

/** Inserts or replaces the template of a kind and product (one row per lender, kind and product). */
export async function upsertNotificationTemplate(
  db: Executor,
  params: { fiId: string; kind: NotificationKind; productId: string; text: NotificationTemplateText },
): Promise<StoredNotificationTemplate> {
  const [row] = await db
    .insert(fiNotificationTemplates)
    .values({ fiId: params.fiId, kind: params.kind, productId: params.productId, ...params.text })
    .onConflictDoUpdate({
      target: [fiNotificationTemplates.fiId, fiNotificationTemplates.kind, fiNotificationTemplates.productId],
      set: { ...params.text, updatedAt: new Date() },
    })
    .returning(columns);
  if (!row) throw new Error('upsert returned no row');
  return toStored(row);
}
