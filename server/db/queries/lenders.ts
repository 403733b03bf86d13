import { asc, eq, sql } from 'drizzle-orm';
import type { FinancialInstitution, LenderRow } from '../../../api/lenders.ts';
import type {
  FinancialInstitutionFields,
  LenderSettingsFields,
  OnboardingStatus,
} from '../../../domain/validation/financial-institution.ts';
import type { Executor } from '../pool.ts';
import { financialInstitutions as fi } from '../schema/index.ts';
import { tableList } from './list-source.ts';
import type { AdminScope } from './scope.ts';

/** Every column the profile shows; the logo bytes stay out (only whether there are any). */
export const lenderColumns = {
  uuid: fi.id,
  number: fi.number,
  code: fi.code,
  name: fi.name,
  description: fi.description,
  websiteUrl: fi.websiteUrl,
  einNumber: fi.einNumber,
  type: fi.type,
  insuranceCoverage: fi.insuranceCoverage,
  creditBureau: fi.creditBureau,
  phone: fi.phone,
  profileDescription: fi.profileDescription,
  yearEstablished: fi.yearEstablished,
  primaryColor: fi.primaryColor,
  logoUrl: fi.logoUrl,
  hasLogo: sql<boolean>`(${fi.logoImage} is not null)`,
  documentImageEmails: fi.documentImageEmails,
  loanLeadEmails: fi.loanLeadEmails,
  paymentCustomerId: fi.paymentCustomerId,
  pricingModel: fi.pricingModel,
  autoEnroll: fi.autoEnroll,
  localPriority: fi.localPriority,
  nationalPresence: fi.nationalPresence,
  acceptsMla: fi.acceptsMla,
  onboardingStatus: fi.onboardingStatus,
  updatedAt: fi.updatedAt,
};
type ProfileRow = { [K in keyof typeof lenderColumns]: unknown } & {
  uuid: string;
  number: number;
  updatedAt: Date;
  hasLogo: boolean;
};

export const toFinancialInstitution = (row: ProfileRow): FinancialInstitution => {
  const { uuid: _internal, number, updatedAt, ...rest } = row;
  return {
    ...(rest as Omit<FinancialInstitution, 'id' | 'realm' | 'fiId' | 'updatedAt'>),
    id: String(number),
    realm: 'fi',
    fiId: number,
    updatedAt: updatedAt.toISOString(),
  };
};

/** The list's columns, bound to the declared LENDER_FIELDS. */
export const lenderListColumns = {
  fiId: fi.number,
  name: fi.name,
  code: fi.code,
  type: fi.type,
  pricingModel: fi.pricingModel,
  onboardingStatus: fi.onboardingStatus,
};
export const lenderRowColumns = {
  ...lenderListColumns,
  insuranceCoverage: fi.insuranceCoverage,
  websiteUrl: fi.websiteUrl,
};
export const toLenderRow = (row: LenderRow): LenderRow => row;

const values = (fields: FinancialInstitutionFields) => ({
  code: fields.code,
  name: fields.name.trim(),
  description: fields.description?.trim() || null,
  websiteUrl: fields.websiteUrl ?? null,
  einNumber: fields.einNumber ?? null,
  type: fields.type,
  insuranceCoverage: fields.insuranceCoverage,
  creditBureau: fields.creditBureau,
  phone: fields.phone ?? null,
  profileDescription: fields.profileDescription?.trim() || null,
  yearEstablished: fields.yearEstablished ?? null,
  primaryColor: fields.primaryColor?.toLowerCase() ?? null,
  documentImageEmails: fields.documentImageEmails ?? [],
  loanLeadEmails: fields.loanLeadEmails ?? [],
  paymentCustomerId: fields.paymentCustomerId || null,
  pricingModel: fields.pricingModel ?? null,
  autoEnroll: fields.autoEnroll,
  localPriority: fields.localPriority,
  nationalPresence: fields.nationalPresence,
  acceptsMla: fields.acceptsMla,
});

/** Reads one lender by its fiId; `lock` takes the row FOR UPDATE so an audit's old value is the one replaced. */
export async function findLender(
  db: Executor,
  params: { number: number; lock?: boolean },
): Promise<FinancialInstitution | null> {
  const query = db.select(lenderColumns).from(fi).where(eq(fi.number, params.number));
  const [row] = params.lock ? await query.for('update') : await query;
  return row ? toFinancialInstitution(row as ProfileRow) : null;
}

export async function codeTaken(db: Executor, code: string, exceptNumber?: number): Promise<boolean> {
  const [row] = await db.select({ number: fi.number }).from(fi).where(eq(fi.code, code));
  return row !== undefined && row.number !== exceptNumber;
}

/** Adds a lender; answers its profile and its internal uuid (the audit row's tenant). */
export async function insertLender(
  db: Executor,
  params: { fields: FinancialInstitutionFields; status: OnboardingStatus },
): Promise<{ lender: FinancialInstitution; uuid: string }> {
  const [row] = await db
    .insert(fi)
    .values({ ...values(params.fields), onboardingStatus: params.status })
    .returning(lenderColumns);
  if (!row) throw new Error('insert returned no row');
  return { lender: toFinancialInstitution(row as ProfileRow), uuid: row.uuid };
}

export async function updateLenderRow(
  db: Executor,
  params: { number: number; fields: FinancialInstitutionFields },
): Promise<FinancialInstitution> {
  return setLender(db, params.number, values(params.fields));
}

export async function updateLenderSettingsRow(
  db: Executor,
  params: { number: number; settings: LenderSettingsFields },
): Promise<FinancialInstitution> {
  return setLender(db, params.number, params.settings);
}

export async function setOnboardingStatus(
  db: Executor,
  params: { number: number; status: OnboardingStatus },
): Promise<FinancialInstitution> {
  return setLender(db, params.number, { onboardingStatus: params.status });
}

async function setLender(
  db: Executor,
  number: number,
  set: Partial<typeof fi.$inferInsert>,
): Promise<FinancialInstitution> {
  const [row] = await db.update(fi).set(set).where(eq(fi.number, number)).returning(lenderColumns);
  if (!row) throw new Error('update returned no row');
  return toFinancialInstitution(row as ProfileRow);
}

/** Every lender as a paged list, by name (admins). */
export const lenderList = (db: Executor, _scope: AdminScope) =>
  tableList(db, fi, {
    columns: lenderListColumns,
    selected: lenderRowColumns,
    where: undefined,
    defaultOrder: [asc(fi.name), asc(fi.number)],
    toRow: toLenderRow,
  });
