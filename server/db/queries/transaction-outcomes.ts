import { and, count, eq, gte, type SQL } from 'drizzle-orm';
import type { TransactionOutcome } from '../../../domain/catalog/statuses.ts';
import type { Executor } from '../pool.ts';
import { transactions } from '../schema/index.ts';

/** Whose visits: one lender's (those its redemptions named) or one embedder's (its consumers'), never all. */
export type TransactionTenant = { fiId: string } | { embedderId: string };

const tenantWhere = (tenant: TransactionTenant): SQL =>
  'fiId' in tenant ? eq(transactions.fiId, tenant.fiId) : eq(transactions.embedderId, tenant.embedderId);

/**
 * A tenant's visits counted by outcome (decision 0645), since `from` when given: the read a lender's or embedder's
 * report makes, scoped by the tenant columns the row carries, so no tenant counts another's visits.
 */
export async function transactionOutcomeCounts(
  db: Executor,
  tenant: TransactionTenant,
  from?: Date,
): Promise<Partial<Record<TransactionOutcome, number>>> {
  const rows = await db
    .select({ outcome: transactions.outcome, n: count() })
    .from(transactions)
    .where(and(tenantWhere(tenant), from ? gte(transactions.createdAt, from) : undefined))
    .groupBy(transactions.outcome);
  return Object.fromEntries(rows.map((row) => [row.outcome, row.n]));
}
