import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Integration } from '../../../api/integrations.ts';
import type { ConsoleProductCategory } from '../../../domain/catalog/categories.ts';
import type { DataPartner } from '../../../domain/catalog/lender.ts';
import {
  type IntegrationStatus,
  type IntegrationUpdate,
  maskSecret,
  type NewIntegration,
} from '../../../domain/validation/integration.ts';
import { NEW_INTEGRATION_STATUS } from '../../../machines/integrations/integration-lifecycle.ts';
import { open, seal } from '../../auth/secret-box.ts';
import type { Executor } from '../pool.ts';
import { fiIntegrations } from '../schema/index.ts';
import { type ListSource, tableList } from './list-source.ts';
import type { FiScope } from './scope.ts';

const integrationColumns = {
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
const toIntegration =
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

const ofLender = (scope: FiScope) => eq(fiIntegrations.fiId, scope.fiId);
const oneOf = (scope: FiScope, id: string) => and(ofLender(scope), eq(fiIntegrations.id, id));

/** The lender's integrations as a paged list (tokens masked with `key`), by type then age. */
export const integrationList = (
  db: Executor,
  scope: FiScope,
  key: Buffer,
): ListSource<typeof integrationColumns, IntegrationRow, Integration> =>
  tableList(db, fiIntegrations, {
    columns: integrationColumns,
    where: ofLender(scope),
    defaultOrder: [asc(fiIntegrations.type), asc(fiIntegrations.createdAt), asc(fiIntegrations.id)],
    toRow: toIntegration(key),
  });

export async function insertIntegration(
  db: Executor,
  scope: FiScope,
  params: { fields: NewIntegration; key: Buffer },
): Promise<Integration> {
  const [row] = await db
    .insert(fiIntegrations)
    .values({
      fiId: scope.fiId,
      ...values(params.fields),
      accessTokenSealed: seal(params.key, params.fields.accessToken),
      status: NEW_INTEGRATION_STATUS,
    })
    .returning(integrationColumns);
  if (!row) throw new Error('insert returned no row');
  return toIntegration(params.key)(row);
}

/** Locks the row (FOR UPDATE) so the audit's old value, and the status check, are of the row this change replaces. */
export async function lockIntegration(
  db: Executor,
  scope: FiScope,
  params: { id: string; key: Buffer },
): Promise<Integration | null> {
  const [row] = await db.select(integrationColumns).from(fiIntegrations).where(oneOf(scope, params.id)).for('update');
  return row ? toIntegration(params.key)(row) : null;
}

/** The change; the token only when one was sent (absent keeps the sealed one), the status only when sent. */
export async function updateIntegrationRow(
  db: Executor,
  scope: FiScope,
  /** `from`: the statuses the status change moves from (the integrationLifecycle machine's); another keeps the row. */
  params: { fields: IntegrationUpdate; key: Buffer; from?: readonly IntegrationStatus[] },
): Promise<Integration | null> {
  const { fields } = params;
  const [row] = await db
    .update(fiIntegrations)
    .set({
      ...values(fields),
      ...(fields.accessToken === undefined ? {} : { accessTokenSealed: seal(params.key, fields.accessToken) }),
      ...(fields.status === undefined ? {} : { status: fields.status }),
    })
    .where(
      params.from
        ? and(oneOf(scope, fields.id), inArray(fiIntegrations.status, [...params.from]))
        : oneOf(scope, fields.id),
    )
    .returning(integrationColumns);
  return row ? toIntegration(params.key)(row) : null;
}

export async function deleteIntegrationRow(
  db: Executor,
  scope: FiScope,
  params: { id: string; key: Buffer },
): Promise<Integration | null> {
  const [row] = await db.delete(fiIntegrations).where(oneOf(scope, params.id)).returning(integrationColumns);
  return row ? toIntegration(params.key)(row) : null;
}
