import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { updateLoanLeadFunding } from '../../api/loan-leads.ts';
import { loanLeads, redemptions } from '../db/schema/index.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';
import { emitPartnerEvent } from '../postbacks/outbox.ts';

/** Lender loan-lead calls (000 §7): so far the funding status, which drives the embedder's offer.funded postback. */
export function registerLoanLeadRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, updateLoanLeadFunding, async ({ params, body, tenant, db, audit, c }) => {
    const [before] = await db
      .select({
        id: loanLeads.id,
        fundingStatus: loanLeads.fundingStatus,
        consumerId: loanLeads.consumerId,
        offerId: redemptions.offerId,
        amount: redemptions.amount,
      })
      .from(loanLeads)
      .innerJoin(redemptions, eq(redemptions.id, loanLeads.redemptionId))
      .where(and(eq(loanLeads.redemptionId, params.redemptionId), eq(loanLeads.fiId, tenant.id)))
      .for('update');
    if (!before) throw notFound('No such loan lead');
    await db.update(loanLeads).set({ fundingStatus: body.fundingStatus }).where(eq(loanLeads.id, before.id));
    if (body.fundingStatus === 'FUNDED' && before.fundingStatus !== 'FUNDED') {
      await emitPartnerEvent(db, c.get('deps').boss, 'offer.funded', {
        consumerId: before.consumerId,
        data: {
          offerId: before.offerId,
          consumerId: before.consumerId,
          redemptionId: params.redemptionId,
          amount: before.amount,
        },
      });
    }
    audit.record({
      entityId: before.id,
      entityName: params.redemptionId,
      oldValue: { fundingStatus: before.fundingStatus },
      newValue: { fundingStatus: body.fundingStatus },
    });
    return { redemptionId: params.redemptionId, fundingStatus: body.fundingStatus };
  });
}
