import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { LeadFacts } from '../../../domain/loan-leads/lead-record.ts';
import { stampColumn } from './columns.ts';
import { loanLeads } from './redemptions.ts';

/**
 * What the platform works out about a loan lead when it is created (002 §3 loan-lead report, decision 0700): the
 * census tract and CDFI investment area of the consumer's address, the MLA cover and the lender's branch. Kept as
 * they were at redemption, so a later tract upload or branch change does not rewrite a lead the lender already has.
 * A lead written before this table has no row: its report works them out when read.
 */
export const loanLeadFacts = pgTable('loan_lead_facts', {
  loanLeadId: uuid('loan_lead_id')
    .primaryKey()
    .references(() => loanLeads.id, { onDelete: 'cascade' }),
  facts: jsonb('facts').$type<LeadFacts>().notNull(),
  createdAt: stampColumn('created_at'),
});
