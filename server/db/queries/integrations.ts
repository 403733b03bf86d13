import { asc, inArray } from 'drizzle-orm';
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
import { tableList } from './list-source.ts';
import type { FiScope } from './scope.ts';
import { tenantRows } from './tenant-rows.ts';

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

const integrationRows = (key: Buffer) => tenantRows('fi', fiIntegrations, integrationColumns, toIntegration(key));

/** The lender's integrations as a paged list (tokens masked with `key`), by type then age. */
export const integrationList = (db: Executor, scope: FiScope, key: Buffer) =>
  tableList(db, fiIntegrations, {
    columns: integrationColumns,
    where: integrationRows(key).ofTenant(scope),
    defaultOrder: [asc(fiIntegrations.type), asc(fiIntegrations.createdAt), asc(fiIntegrations.id)],
    toRow: toIntegration(key),
  });

export const insertIntegration = (db: Executor, scope: FiScope, params: { fields: NewIntegration; key: Buffer }) =>
  integrationRows(params.key).insert(db, scope, {
    ...values(params.fields),
    accessTokenSealed: seal(params.key, params.fields.accessToken),
    status: NEW_INTEGRATION_STATUS,
  });

/** Locks the row (FOR UPDATE) so the audit's old value, and the status check, are of the row this change replaces. */
export const lockIntegration = (db: Executor, scope: FiScope, params: { id: string; key: Buffer }) =>
  integrationRows(params.key).find(db, scope, { id: params.id, lock: true });

/** The change; the token only when one was sent (absent keeps the sealed one), the status only when sent. */
export function updateIntegrationRow(
  db: Executor,
  scope: FiScope,
  /** `from`: the statuses the status change moves from (the integrationLifecycle machine's); another keeps the row. */
  params: { fields: IntegrationUpdate; key: Buffer; from?: readonly IntegrationStatus[] },
) {
  const { fields } = params;
  const change = {
    ...values(fields),
    ...(fields.accessToken === undefined ? {} : { accessTokenSealed: seal(params.key, fields.accessToken) }),
    ...(fields.status === undefined ? {} : { status: fields.status }),
  };
  const from = params.from ? inArray(fiIntegrations.status, [...params.from]) : undefined;
  return integrationRows(params.key).update(db, scope, fields.id, change, from);
}

export const deleteIntegrationRow = (db: Executor, scope: FiScope, params: { id: string; key: Buffer }) =>
  integrationRows(params.key).remove(db, scope, params);
