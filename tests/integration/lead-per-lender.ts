import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loanLeads, redemptions } from '../../server/db/schema/index.ts';
import type { TwoTenants } from './two-tenants.ts';

export interface LeadRef {
  readonly id: string;
  readonly redemptionId: string;
}

/**
 * One loan lead per lender of the two-tenant fixture: the seed's pending lead moved to summit-cu, and a copy of it (a
 * new redemption, CANCELLED: the seed's live redemption already holds the offer, one live redemption per offer; its
 * own certificate number from the sequence) for harbor-bank.
 */
export async function oneLeadPerLender(t: TwoTenants): Promise<{ summit: LeadRef; harbor: LeadRef }> {
  const [summit, harbor] = t.fi;
  const [seeded] = await t.db.select().from(loanLeads).limit(1);
  const [redemption] = await t.db
    .select()
    .from(redemptions)
    .where(eq(redemptions.id, seeded?.redemptionId ?? ''));
  if (!seeded || !redemption) throw new Error('the seed has no loan lead');
  await t.db.update(loanLeads).set({ fiId: summit.fiId }).where(eq(loanLeads.id, seeded.id));
  const [copy] = await t.db
    .insert(redemptions)
    .values({ ...redemption, id: randomUUID(), status: 'CANCELLED', certificateNumber: undefined })
    .returning({ id: redemptions.id });
  const [theirs] = await t.db
    .insert(loanLeads)
    .values({ redemptionId: copy?.id ?? '', fiId: harbor.fiId, consumerId: seeded.consumerId })
    .returning({ id: loanLeads.id, redemptionId: loanLeads.redemptionId });
  if (!theirs) throw new Error('no lead for harbor-bank');
  return { summit: { id: seeded.id, redemptionId: seeded.redemptionId }, harbor: theirs };
}
