import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { consumers } from '../schema/index.ts';
import type { Consumer } from './consumers.ts';
import type { ConsumerScope } from './scope.ts';

/** The stated fields a consumer may change themselves (001 §3) and their confirmation of the income. */
export type StatedChanges = Partial<
  Pick<typeof consumers.$inferInsert, 'annualIncome' | 'annualHouseholdIncome' | 'payFrequency' | 'incomeConfirmed'>
>;

const theConsumer = (scope: ConsumerScope) => eq(consumers.id, scope.consumerId);

/**
 * The consumer's row, locked (FOR UPDATE) for a change that may re-evaluate their offers, so two changes of the same
 * consumer take turns; undefined once the consumer is gone. Call inside the change's transaction.
 */
export async function lockConsumer(tx: Executor, scope: ConsumerScope): Promise<Consumer | undefined> {
  const [locked] = await tx.select().from(consumers).where(theConsumer(scope)).for('update');
  return locked;
}

/**
 * Writes a consumer's PATCH: the stated fields sent (none sent, no column changes), the contact details' newly sealed
 * PII when some were sent, and a new offers version when income or pay frequency were restated (estimated payments
 * depend on the pay frequency even when eligibility does not change, so the cached offers answer must go).
 */
export async function restateConsumer(
  tx: Executor,
  scope: ConsumerScope,
  change: { stated: StatedChanges; sealedPii: string | null; restated: boolean },
): Promise<void> {
  if (Object.keys(change.stated).length > 0) {
    await tx.update(consumers).set(change.stated).where(theConsumer(scope));
  }
  if (change.sealedPii !== null) {
    await tx.update(consumers).set({ pii: change.sealedPii }).where(theConsumer(scope));
  }
  if (change.restated) {
    await tx
      .update(consumers)
      .set({ offersVersion: sql`${consumers.offersVersion} + 1` })
      .where(theConsumer(scope));
  }
}
