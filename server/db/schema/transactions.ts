import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TransactionOutcome } from '../../../domain/catalog/statuses.ts';
import { ucCampaigns } from './campaigns.ts';
import { idColumn, ownedBy, stampColumn } from './columns.ts';
import { consumers } from './consumers.ts';
import { redemptions } from './redemptions.ts';
import { embedders, financialInstitutions } from './tenants.ts';

/**
 * A consumer's visit and how far it got (000 §4 transaction outcomes; docs/decisions/0645). A visit is one signed-in
 * consumer session: `visitId` is that session token's id (its jti), so each sign-in or partner hand-off is one
 * transaction. The tenants are on the row so a lender's or embedder's reads are scoped: the consumer's campaign and
 * embedder from the first write, the lender once a redemption names one.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: idColumn(),
    visitId: text('visit_id').notNull(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    campaignId: uuid('campaign_id').references(() => ucCampaigns.id, { onDelete: 'set null' }),
    embedderId: uuid('embedder_id').references(() => embedders.id, { onDelete: 'set null' }),
    fiId: uuid('fi_id').references(() => financialInstitutions.id, { onDelete: 'set null' }),
    /** The visit's latest redemption: its settle, refusal or expiry moves this row. */
    redemptionId: uuid('redemption_id').references(() => redemptions.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<TransactionOutcome>().notNull(),
    /** outcomeRank of domain/transactions: a write moves the row only to a higher rank, in one UPDATE. */
    outcomeRank: smallint('outcome_rank').notNull(),
    createdAt: stampColumn('created_at'),
    updatedAt: stampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('transactions_visit').on(t.visitId),
    index('transactions_redemption').on(t.redemptionId),
    index('transactions_fi').on(t.fiId, t.createdAt),
    index('transactions_embedder').on(t.embedderId, t.createdAt),
  ],
);
