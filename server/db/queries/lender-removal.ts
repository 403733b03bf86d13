import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { FINISHED_CAMPAIGN_STATUSES } from '../../../machines/campaign/campaign-lifecycle.ts';
import type { Executor } from '../pool.ts';
import {
  consoleUsers,
  fiCampaignEnrollments,
  financialInstitutions,
  invoices,
  loanLeads,
  offers,
  products,
  ucCampaigns,
} from '../schema/index.ts';
import { firstRefusal, type RefusalCheck } from './removal-refusal.ts';
import type { FiScope } from './scope.ts';

/** What stands in the way of removing a lender (002 §3 "FI or embedder removed"), in the admin's words. */
export const LENDER_REMOVAL_REFUSALS = {
  loanLeads: 'This lender has loan leads: they are the consumers’ redemptions and cannot be removed',
  offers: 'This lender’s products have offers: remove it only before it has made any',
  invoices: 'This lender has invoices: billing records are kept',
  enrolled: 'This lender is enrolled in a campaign that has not ended: unenroll it first',
} as const;

/** Each check is a "does any row exist" query; the first that finds one names the refusal. */
const checks = (db: Executor, fiId: string): readonly RefusalCheck<keyof typeof LENDER_REMOVAL_REFUSALS>[] => [
  ['loanLeads', () => db.select({ id: loanLeads.id }).from(loanLeads).where(eq(loanLeads.fiId, fiId)).limit(1)],
  [
    'offers',
    () => {
      const ownProducts = db.select({ id: products.id }).from(products).where(eq(products.fiId, fiId));
      return db.select({ id: offers.id }).from(offers).where(inArray(offers.productId, ownProducts)).limit(1);
    },
  ],
  ['invoices', () => db.select({ id: invoices.id }).from(invoices).where(eq(invoices.fiId, fiId)).limit(1)],
  [
    'enrolled',
    () =>
      db
        .select({ id: fiCampaignEnrollments.id })
        .from(fiCampaignEnrollments)
        .innerJoin(ucCampaigns, eq(ucCampaigns.id, fiCampaignEnrollments.ucCampaignId))
        .where(
          and(
            eq(fiCampaignEnrollments.fiId, fiId),
            eq(fiCampaignEnrollments.status, 'ENROLLED'),
            notInArray(ucCampaigns.status, [...FINISHED_CAMPAIGN_STATUSES]),
          ),
        )
        .limit(1),
  ],
];

/** The first reason the lender cannot be removed, or null when nothing depends on it. */
export const lenderRemovalRefusal = (db: Executor, scope: FiScope): Promise<string | null> =>
  firstRefusal(LENDER_REMOVAL_REFUSALS, checks(db, scope.fiId));

/**
 * Removes the lender: its console users (their sessions follow by cascade), its products (their tiers, terms and
 * files follow) and the lender row, whose configuration tables follow by cascade. Audit rows stay: they name the
 * tenant by id only, so the removal and everything before it remain in the material report.
 */
export async function deleteLender(db: Executor, scope: FiScope): Promise<void> {
  const { fiId } = scope;
  await db.delete(consoleUsers).where(and(eq(consoleUsers.realm, 'fi'), eq(consoleUsers.tenantId, fiId)));
  await db.delete(products).where(eq(products.fiId, fiId));
  await db.delete(financialInstitutions).where(eq(financialInstitutions.id, fiId));
}
