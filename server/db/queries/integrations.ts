import { and, asc, eq } from 'drizzle-orm';
import type { Integration } from '../../../api/integrations.ts';
import type { ConsoleProductCategory } from '../../../domain/catalog/categories.ts';
import type { DataPartner } from '../../../domain/catalog/lender.ts';
import {
  type IntegrationStatus,
  type IntegrationUpdate,
  maskSecret,
  type NewIntegration,
} from '../../../domain/validation/integration.ts';
import { open, seal } from '../../auth/secret-box.ts';
import type { Executor } from '../pool.ts';
import { fiIntegrations } from '../schema/index.ts';

export const integrationColumns = {
  id: fiIntegrations.id,
  productCategory: fiIntegrations.productCategory,
  type: fiIntegrations.type,
  accessTokenSealed: fiIntegrations.accessTokenSealed,
  endpointUrl: fiIntegrations.endpointUrl,
  config: fiIntegrations.config,
  funding: fiIntegrations.funding,
  failureNotificationEmails: fiIntegrations.failureNotificationEmails,
  status: fiIntegrations.status,
  updatedAt: fiIntegrations.updatedAt,
};
type IntegrationRow = { [K in keyof typeof integrationColumns]: (typeof fiIntegrations.$inferSelect)[K] };

const emails = (text: string | null) => (text ? text.split(',').filter((email) => email.length > 0) : []);

/** The answer for a row: the sealed token is opened only to mask it. */
export const toIntegration =
  (key: Buffer) =>
  (row: IntegrationRow): Integration => ({
    id: row.id,
    productCategory: row.productCategory as ConsoleProductCategory | null,
    type: row.type as DataPartner,
    accessTokenMasked: row.accessTokenSealed ? maskSecret(open(key, row.accessTokenSealed)) : null,
    endpointUrl: row.endpointUrl,
    config: row.config,
    funding: row.funding,
    failureNotificationEmails: emails(row.failureNotificationEmails),
    status: row.status as IntegrationStatus,
    updatedAt: row.updatedAt.toISOString(),
  });

const values = (fields: NewIntegration | IntegrationUpdate) => ({
  productCategory: fields.productCategory,
  type: fields.type,
  endpointUrl: fields.endpointUrl,
  config: fields.config ?? null,
  funding: fields.funding,
  failureNotificationEmails: fields.failureNotificationEmails.join(','),
});

const byKey = (params: { fiId: string; id: string }) =>
  and(eq(fiIntegrations.fiId, params.fiId), eq(fiIntegrations.id, params.id));

export async function insertIntegration(
  db: Executor,
  params: { fiId: string; fields: NewIntegration; key: Buffer },
): Promise<Integration> {
  const [row] = await db
    .insert(fiIntegrations)
    .values({
      fiId: params.fiId,
      ...values(params.fields),
      accessTokenSealed: seal(params.key, params.fields.accessToken),
      status: 'PENDING',
    })
    .returning(integrationColumns);
  if (!row) throw new Error('insert returned no row');
  return toIntegration(params.key)(row);
}

/** Locks the row (FOR UPDATE) so the audit's old value, and the status check, are of the row this change replaces. */
export async function lockIntegration(
  db: Executor,
  params: { fiId: string; id: string; key: Buffer },
): Promise<Integration | null> {
  const [row] = await db.select(integrationColumns).from(fiIntegrations).where(byKey(params)).for('update');
  return row ? toIntegration(params.key)(row) : null;
}

/** The change; the token only when one was sent (absent keeps the sealed one), the status only when sent. */
export async function updateIntegrationRow(
  db: Executor,
  params: { fiId: string; fields: IntegrationUpdate; key: Buffer },
): Promise<Integration | null> {
  const { fields } = params;
  const [row] = await db
    .update(fiIntegrations)
    .set({
      ...values(fields),
      ...(fields.accessToken === undefined ? {} : { accessTokenSealed: seal(params.key, fields.accessToken) }),
      ...(fields.status === undefined ? {} : { status: fields.status }),
    })
    .where(byKey({ fiId: params.fiId, id: fields.id }))
    .returning(integrationColumns);
  return row ? toIntegration(params.key)(row) : null;
}

export async function deleteIntegrationRow(
  db: Executor,
  params: { fiId: string; id: string; key: Buffer },
): Promise<Integration | null> {
  const [row] = await db.delete(fiIntegrations).where(byKey(params)).returning(integrationColumns);
  return row ? toIntegration(params.key)(row) : null;
}

export const INTEGRATION_DEFAULT_ORDER = [
  asc(fiIntegrations.type),
  asc(fiIntegrations.createdAt),
  asc(fiIntegrations.id),
];
