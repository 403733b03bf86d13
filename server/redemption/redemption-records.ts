import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { TierTerm } from '../../domain/engine/engine-types.ts';
import type { Executor } from '../db/pool.ts';
import { leadWorkInsert, leadWorkValues } from '../db/queries/loan-leads.ts';
import { prequalLeadsRedeemed } from '../db/queries/prequal-leads.ts';
import { placeholders, reusableStatement } from '../db/reusable-statement.ts';
import { auditLog, loanLeads, redemptions } from '../db/schema/index.ts';
import { leadFactsInsert, workOutLeadFacts } from '../loan-leads/lead-facts.ts';

/** A write of the statement below, as a CTE of it (its rows are not read: it only has to run). */
const part = (db: Executor, name: string, write: { getSQL(): SQL }) => db.$with(name, {}).as(write.getSQL());

/**
 * Everything a redemption writes besides its inventory, in one statement built once (issue 31 item 4: each round
 * trip was ~0.5 ms of CPU on each side under a burst): the redemption, its loan lead with the lender's work row and
 * computed facts, the consumer's prequal leads marked redeemed, and the audit row. Every sub-statement of a WITH runs
 * exactly once; the foreign keys between them are checked at the statement's end, when all rows are in.
 */
const recordsStatement = reusableStatement('redemption_records', (db) =>
  db
    .with(
      part(
        db,
        'lead',
        db
          .insert(loanLeads)
          .values({ id: sql.placeholder('loanLeadId'), ...placeholders('redemptionId', 'fiId', 'consumerId') }),
      ),
      part(db, 'work', leadWorkInsert(db)),
      part(db, 'facts', leadFactsInsert(db)),
      part(db, 'prequal', prequalLeadsRedeemed(db)),
      part(
        db,
        'audit',
        db.insert(auditLog).values({
          category: 'LOAN_LEADS',
          action: 'OFFER_REDEEMED',
          actorRealm: 'consumer',
          entityType: 'redemption',
          actorId: sql.placeholder('consumerId'),
          entityId: sql.placeholder('redemptionId'),
          tenantId: sql.placeholder('fiId'),
          newValue: sql.placeholder('auditValue'),
        }),
      ),
    )
    .insert(redemptions)
    .values({
      id: sql.placeholder('redemptionId'),
      ...placeholders(
        'consumerId',
        'offerId',
        'productId',
        'status',
        'redeemType',
        'amount',
        'term',
        'addOns',
        'application',
      ),
    })
    .returning(),
);

export interface RedemptionRecords {
  consumerId: string;
  offer: { id: string; productId: string; fiId: string; campaignId: string; terms: readonly TierTerm[] };
  status: string;
  redeemType: string;
  amount: string;
  term: number | null;
  addOns: string[];
  application: Record<string, string>;
}

/** Writes the redemption and what comes with it (above); the redemption row and its lead's id. */
export async function writeRedemptionRecords(tx: Executor, input: RedemptionRecords) {
  const { offer } = input;
  const redemptionId = randomUUID();
  const loanLeadId = randomUUID();
  // Census tract, CDFI area, MLA and branch, as they stand at redemption (decision 0700).
  const facts = await workOutLeadFacts(tx, {
    consumerId: input.consumerId,
    campaignId: offer.campaignId,
    fiId: offer.fiId,
  });
  const [row] = await recordsStatement(tx).execute({
    ...leadWorkValues({ loanLeadId, fiId: offer.fiId, terms: offer.terms, amount: input.amount, term: input.term }),
    facts,
    redemptionId,
    consumerId: input.consumerId,
    offerId: offer.id,
    productId: offer.productId,
    status: input.status,
    redeemType: input.redeemType,
    amount: input.amount,
    term: input.term,
    addOns: input.addOns,
    application: input.application,
    auditValue: { offerId: offer.id, amount: input.amount, term: input.term },
  });
  if (!row) throw new Error('redemption insert returned nothing');
  return { row, leadId: loanLeadId };
}
