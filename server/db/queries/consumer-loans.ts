import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { consumers, loans } from '../schema/index.ts';
import type { ConsumerScope } from './scope.ts';

/** A current loan of the consumer's bureau file (001 §7 loans). */
export type ConsumerLoan = typeof loans.$inferSelect;
/** The vehicle securing a loan, as the consumer confirms it. */
export type LoanCollateral = NonNullable<ConsumerLoan['collateral']>;

const ofConsumer = (scope: ConsumerScope) => eq(loans.consumerId, scope.consumerId);

/** The consumer's loans, of one product category when named, by lender name. */
export async function consumerLoans(
  db: Executor,
  scope: ConsumerScope,
  params: { productCategory?: string | undefined },
): Promise<ConsumerLoan[]> {
  const category = params.productCategory ? eq(loans.productCategory, params.productCategory) : undefined;
  return await db
    .select()
    .from(loans)
    .where(and(ofConsumer(scope), category))
    .orderBy(asc(loans.lenderName));
}

/** One of the consumer's loans (undefined for another consumer's or none). */
export async function findConsumerLoan(
  db: Executor,
  scope: ConsumerScope,
  params: { loanId: string },
): Promise<ConsumerLoan | undefined> {
  const [loan] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, params.loanId), ofConsumer(scope)));
  return loan;
}

/**
 * Stores the vehicle the consumer confirmed for one of their loans and marks their vehicle confirmed (it is then
 * fixed, 001 §3); answers the loan as stored, or undefined when it is not the consumer's (nothing changes then).
 */
export async function confirmLoanCollateral(
  tx: Executor,
  scope: ConsumerScope,
  params: { loanId: string; collateral: LoanCollateral },
): Promise<ConsumerLoan | undefined> {
  const [updated] = await tx
    .update(loans)
    .set({ collateral: params.collateral })
    .where(and(eq(loans.id, params.loanId), ofConsumer(scope)))
    .returning();
  if (!updated) return undefined;
  await tx.update(consumers).set({ vehicleConfirmed: true }).where(eq(consumers.id, scope.consumerId));
  return updated;
}
