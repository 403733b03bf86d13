import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { auditLog, loanLeads, products, redemptions } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The lender's application page for a redeemed redirect offer (001 §7 integrations/redirect), with the loan lead's
 * id so the lender can match the consumer who arrives. Only the scope's consumer's own redemption. Audited: the consumer left for the lender's site.
 */
export async function lenderRedirect(db: Db, scope: ConsumerScope, redemptionId: string): Promise<{ url: string }> {
  const { consumerId } = scope;
  const [row] = await db
    .select({ redirectUrl: products.redirectUrl, leadId: loanLeads.id, fiId: products.fiId })
    .from(redemptions)
    .innerJoin(products, eq(products.id, redemptions.productId))
    .innerJoin(loanLeads, eq(loanLeads.redemptionId, redemptions.id))
    .where(
      and(
        eq(redemptions.id, redemptionId),
        eq(redemptions.consumerId, consumerId),
        inArray(redemptions.status, ['CREATED', 'COMPLETE']),
      ),
    );
  if (!row) throw new ApiError(404, 'OFFER_REDEEMED_NOTFOUND', 'We could not find that redeemed offer.');
  if (!row.redirectUrl) {
    throw new ApiError(400, 'VALIDATION_FAILED', "This offer is completed here, not on the lender's site.");
  }
  const url = new URL(row.redirectUrl);
  url.searchParams.set('lead', row.leadId);
  await db.insert(auditLog).values({
    category: 'LOAN_LEADS',
    action: 'OFFER_REDIRECTED',
    actorId: consumerId,
    actorRealm: 'consumer',
    entityType: 'redemption',
    entityId: redemptionId,
    tenantId: row.fiId,
  });
  return { url: url.toString() };
}
