import { and, asc, eq } from 'drizzle-orm';
import type { TestIdentity, TestIdentityValidation } from '../../../api/test-identities.ts';
import type { NewTestIdentity, TestIdentityUpdate } from '../../../domain/validation/test-identity.ts';
import { open, seal } from '../../auth/secret-box.ts';
import type { Executor } from '../pool.ts';
import { fiTestIdentities } from '../schema/index.ts';

export const testIdentityColumns = {
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

export const toTestIdentity = (row: TestIdentityRow): TestIdentity => ({
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

const byKey = (params: { fiId: string; id: string }) =>
  and(eq(fiTestIdentities.fiId, params.fiId), eq(fiTestIdentities.id, params.id));

export async function insertTestIdentity(
  db: Executor,
  params: { fiId: string; fields: NewTestIdentity; key: Buffer },
): Promise<TestIdentity> {
  const [row] = await db
    .insert(fiTestIdentities)
    .values({ fiId: params.fiId, ...values(params.fields), ...ssnColumns(params.key, params.fields.ssn) })
    .returning(testIdentityColumns);
  if (!row) throw new Error('insert returned no row');
  return toTestIdentity(row);
}

/** Locks the row (FOR UPDATE) so the audit's old value is the one this change replaces. */
export async function lockTestIdentity(
  db: Executor,
  params: { fiId: string; id: string },
): Promise<TestIdentity | null> {
  const [row] = await db.select(testIdentityColumns).from(fiTestIdentities).where(byKey(params)).for('update');
  return row ? toTestIdentity(row) : null;
}

/** The full SSN, opened for the identity vendor only (never answered). */
export async function openTestIdentitySsn(
  db: Executor,
  params: { fiId: string; id: string; key: Buffer },
): Promise<string | null> {
  const [row] = await db.select({ ssnSealed: fiTestIdentities.ssnSealed }).from(fiTestIdentities).where(byKey(params));
  return row ? open(params.key, row.ssnSealed) : null;
}

/** The change; the SSN only when one was sent (absent keeps the sealed one). A changed identity is validated anew. */
export async function updateTestIdentityRow(
  db: Executor,
  params: { fiId: string; id: string; fields: TestIdentityUpdate; key: Buffer },
): Promise<TestIdentity | null> {
  const { fields } = params;
  const [row] = await db
    .update(fiTestIdentities)
    .set({
      ...values(fields),
      ...(fields.ssn === undefined ? {} : ssnColumns(params.key, fields.ssn)),
      lastValidation: null,
    })
    .where(byKey(params))
    .returning(testIdentityColumns);
  return row ? toTestIdentity(row) : null;
}

export async function recordTestIdentityValidation(
  db: Executor,
  params: { fiId: string; id: string; validation: TestIdentityValidation },
): Promise<TestIdentity | null> {
  const [row] = await db
    .update(fiTestIdentities)
    .set({ lastValidation: params.validation })
    .where(byKey(params))
    .returning(testIdentityColumns);
  return row ? toTestIdentity(row) : null;
}

export const TEST_IDENTITY_DEFAULT_ORDER = [
  asc(fiTestIdentities.lastName),
  asc(fiTestIdentities.firstName),
  asc(fiTestIdentities.id),
];
