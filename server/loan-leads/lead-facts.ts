import { and, eq } from 'drizzle-orm';
import { type LeadFacts, nearestBranch } from '../../domain/loan-leads/lead-record.ts';
import type { Executor } from '../db/pool.ts';
import { bureauAttributes, censusTracts, censusTractZips, fiBranches, loanLeadFacts } from '../db/schema/index.ts';

type Reader = Pick<Executor, 'select'>;

/** The tract of a ZIP code (decision 0651's crosswalk) and its FFIEC income level; nulls when not on file. */
async function tractOf(db: Reader, zipcode: string | null) {
  if (!zipcode) return { censusTract: null, incomeLevel: null };
  const [row] = await db
    .select({ geoid: censusTractZips.geoid, level: censusTracts.incomeLevel })
    .from(censusTractZips)
    .leftJoin(censusTracts, eq(censusTracts.geoid, censusTractZips.geoid))
    .where(eq(censusTractZips.zipcode, zipcode))
    .limit(1);
  return { censusTract: row?.geoid ?? null, incomeLevel: row?.level ?? null };
}

/** The lender's branch nearest the consumer's ZIP code, by zip-code centroids (as the offers' distance is). */
async function branchOf(db: Reader, fiId: string, zipcode: string | null): Promise<LeadFacts['branch']> {
  const branches = await db
    .select({ name: fiBranches.name, ref: fiBranches.losBranchReferenceId, zipcode: fiBranches.zipcode })
    .from(fiBranches)
    .where(eq(fiBranches.fiId, fiId));
  if (!zipcode || branches.length === 0) return null;
  const { default: zipcodes } = await import('zipcodes');
  const near = nearestBranch(
    branches.map((branch) => {
      const miles = zipcodes.distance(zipcode, branch.zipcode);
      return { branch, miles: typeof miles === 'number' && !Number.isNaN(miles) ? miles : null };
    }),
  );
  return near ? { name: near.name, losBranchReferenceId: near.ref } : null;
}

/**
 * The lead's computed fields (decision 0700) from the bureau's answer for the consumer in the offer's campaign:
 * its ZIP code gives the census tract (and so the CDFI area) and the nearest branch; its MLA flag the cover.
 */
export async function workOutLeadFacts(
  db: Reader,
  lead: { consumerId: string; campaignId: string; fiId: string },
): Promise<LeadFacts> {
  const [bureau] = await db
    .select({ attributes: bureauAttributes.attributes, zipcode: bureauAttributes.zipcode })
    .from(bureauAttributes)
    .where(and(eq(bureauAttributes.consumerId, lead.consumerId), eq(bureauAttributes.campaignId, lead.campaignId)))
    .limit(1);
  const zipcode = bureau?.zipcode?.slice(0, 5) ?? null;
  const flag = bureau?.attributes.MILITARY_LENDING_COVERED;
  return {
    ...(await tractOf(db, zipcode)),
    mla: flag === undefined || flag === null ? null : flag === 1,
    branch: await branchOf(db, lead.fiId, zipcode),
  };
}

/** Works the facts out when the lead is created and keeps them with it (in the redemption's transaction). */
export async function recordLeadFacts(
  db: Executor,
  lead: { loanLeadId: string; consumerId: string; campaignId: string; fiId: string },
): Promise<void> {
  const facts = await workOutLeadFacts(db, lead);
  await db.insert(loanLeadFacts).values({ loanLeadId: lead.loanLeadId, facts }).onConflictDoNothing();
}

/** The facts kept with the lead, else (a lead older than them) worked out now. */
export async function leadFactsOf(
  db: Reader,
  lead: { loanLeadId: string; consumerId: string; campaignId: string; fiId: string },
): Promise<LeadFacts> {
  const [kept] = await db
    .select({ facts: loanLeadFacts.facts })
    .from(loanLeadFacts)
    .where(eq(loanLeadFacts.loanLeadId, lead.loanLeadId));
  return kept?.facts ?? workOutLeadFacts(db, lead);
}
