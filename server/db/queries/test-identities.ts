import { and, asc, eq } from 'drizzle-orm';
import type { TestIdentity, TestIdentityValidation } from '../../../api/test-identities.ts';
import type { NewTestIdentity, TestIdentityUpdate } from '../../../domain/validation/test-identity.ts';
import { open, seal } from '../../auth/secret-box.ts';
import type { Executor } from '../pool.ts';
import { fiTestIdentities } from '../schema/index.ts';
import { type ListSource, tableList } from './list-source.ts';
import type { FiScope } from './scope.ts';

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

const ofLender = (scope: FiScope) => eq(fiTestIdentities.fiId, scope.fiId);
const oneOf = (scope: FiScope, id: string) => and(ofLender(scope), eq(fiTestIdentities.id, id));

/** The lender's test identities as a paged list, by name. */
export const testIdentityList = (
  db: Executor,
  scope: FiScope,
): ListSource<typeof testIdentityColumns, TestIdentityRow, TestIdentity> =>
  tableList(db, fiTestIdentities, {
    columns: testIdentityColumns,
    where: ofLender(scope),
    defaultOrder: [asc(fiTestIdentities.lastName), asc(fiTestIdentities.firstName), asc(fiTestIdentities.id)],
    toRow: toTestIdentity,
  });

export async function insertTestIdentity(
  db: Executor,
  scope: FiScope,
  params: { fields: NewTestIdentity; key: Buffer },
): Promise<TestIdentity> {
  const [row] = await db
    .insert(fiTestIdentities)
    .values({ fiId: scope.fiId, ...values(params.fields), ...ssnColumns(params.key, params.fields.ssn) })
    .returning(testIdentityColumns);
  if (!row) throw new Error('insert returned no row');
  return toTestIdentity(row);
}

/** Locks the row (FOR UPDATE) so the audit's old value is the one this change replaces. */
export async function lockTestIdentity(
  db: Executor,
  scope: FiScope,
  params: { id: string },
): Promise<TestIdentity | null> {
  const [row] = await db
    .select(testIdentityColumns)
    .from(fiTestIdentities)
    .where(oneOf(scope, params.id))
    .for('update');
  return row ? toTestIdentity(row) : null;
}

/** The full SSN, opened for the identity vendor only (never answered). */
export async function openTestIdentitySsn(
  db: Executor,
  scope: FiScope,
  params: { id: string; key: Buffer },
): Promise<string | null> {
  const [row] = await db
    .select({ ssnSealed: fiTestIdentities.ssnSealed })
    .from(fiTestIdentities)
    .where(oneOf(scope, params.id));
  return row ? open(params.key, row.ssnSealed) : null;
}

/** The change; the SSN only when one was sent (absent keeps the sealed one). A changed identity is validated anew. */
export async function updateTestIdentityRow(
  db: Executor,
  scope: FiScope,
  params: { id: string; fields: TestIdentityUpdate; key: Buffer },
): Promise<TestIdentity | null> {
  const { fields } = params;
  const [row] = await db
    .update(fiTestIdentities)
    .set({
      ...values(fields),
      ...(fields.ssn === undefined ? {} : ssnColumns(params.key, fields.ssn)),
      lastValidation: null,
    })
    .where(oneOf(scope, params.id))
    .returning(testIdentityColumns);
  return row ? toTestIdentity(row) : null;
}

export async function recordTestIdentityValidation(
  db: Executor,
  scope: FiScope,
  params: { id: string; validation: TestIdentityValidation },
): Promise<TestIdentity | null> {
  const [row] = await db
    .update(fiTestIdentities)
    .set({ lastValidation: params.validation })
    .where(oneOf(scope, params.id))
    .returning(testIdentityColumns);
  return row ? toTestIdentity(row) : null;
}
