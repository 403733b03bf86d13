import { asc } from 'drizzle-orm';
import type { TestIdentity, TestIdentityValidation } from '../../../api/test-identities.ts';
import type { NewTestIdentity, TestIdentityUpdate } from '../../../domain/validation/test-identity.ts';
import { open, seal } from '../../auth/secret-box.ts';
import type { Executor } from '../pool.ts';
import { fiTestIdentities } from '../schema/index.ts';
import { tableList } from './list-source.ts';
import type { FiScope } from './scope.ts';
import { tenantRows } from './tenant-rows.ts';

const testIdentityColumns = {
  id: fiTestIdentities.id,
  firstName: fiTestIdentities.firstName,
  lastName: fiTestIdentities.lastName,
  dateOfBirth: fiTestIdentities.dateOfBirth,
  ssnLastFour: fiTestIdentities.ssnLast4,
  address: fiTestIdentities.address,
  city: fiTestIdentities.city,
  state: fiTestIdentities.state,
  zipcode: fiTestIdentities.zipcode,
  email: fiTestIdentities.email,
  phone: fiTestIdentities.phone,
  lastValidation: fiTestIdentities.lastValidation,
};
type TestIdentityRow = Omit<TestIdentity, 'lastValidation'> & { lastValidation: unknown };

const toTestIdentity = (row: TestIdentityRow): TestIdentity => ({
  ...row,
  lastValidation: (row.lastValidation as TestIdentityValidation | null) ?? null,
});

const values = (fields: NewTestIdentity | TestIdentityUpdate) => ({
  firstName: fields.firstName,
  lastName: fields.lastName,
  dateOfBirth: fields.dateOfBirth,
  address: fields.address ?? null,
  city: fields.city ?? null,
  state: fields.state ?? null,
  zipcode: fields.zipcode ?? null,
  email: fields.email ?? null,
  phone: fields.phone ?? null,
});

/** The sealed SSN and its last four, the only part the console sees. */
const ssnColumns = (key: Buffer, ssn: string) => ({ ssnSealed: seal(key, ssn), ssnLast4: ssn.slice(-4) });

const testIdentityRows = tenantRows('fi', fiTestIdentities, testIdentityColumns, toTestIdentity);

/** The lender's test identities as a paged list, by name. */
export const testIdentityList = (db: Executor, scope: FiScope) =>
  tableList(db, fiTestIdentities, {
    columns: testIdentityColumns,
    where: testIdentityRows.ofTenant(scope),
    defaultOrder: [asc(fiTestIdentities.lastName), asc(fiTestIdentities.firstName), asc(fiTestIdentities.id)],
    toRow: toTestIdentity,
  });

export const insertTestIdentity = (db: Executor, scope: FiScope, params: { fields: NewTestIdentity; key: Buffer }) =>
  testIdentityRows.insert(db, scope, { ...values(params.fields), ...ssnColumns(params.key, params.fields.ssn) });

/** Locks the row (FOR UPDATE) so the audit's old value is the one this change replaces. */
export const lockTestIdentity = (db: Executor, scope: FiScope, params: { id: string }) =>
  testIdentityRows.find(db, scope, { ...params, lock: true });

/** The full SSN, opened for the identity vendor only (never answered). */
export async function openTestIdentitySsn(
  db: Executor,
  scope: FiScope,
  params: { id: string; key: Buffer },
): Promise<string | null> {
  const [row] = await db
    .select({ ssnSealed: fiTestIdentities.ssnSealed })
    .from(fiTestIdentities)
    .where(testIdentityRows.oneOf(scope, params.id));
  return row ? open(params.key, row.ssnSealed) : null;
}

/** The change; the SSN only when one was sent (absent keeps the sealed one). A changed identity is validated anew. */
export function updateTestIdentityRow(
  db: Executor,
  scope: FiScope,
  params: { id: string; fields: TestIdentityUpdate; key: Buffer },
) {
  const { fields } = params;
  const ssn = fields.ssn === undefined ? {} : ssnColumns(params.key, fields.ssn);
  return testIdentityRows.update(db, scope, params.id, { ...values(fields), ...ssn, lastValidation: null });
}

export const recordTestIdentityValidation = (
  db: Executor,
  scope: FiScope,
  params: { id: string; validation: TestIdentityValidation },
) => testIdentityRows.update(db, scope, params.id, { lastValidation: params.validation });
