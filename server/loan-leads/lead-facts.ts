import { and, eq, sql } from 'drizzle-orm';
import { type LeadFacts, nearestBranch } from '../../domain/loan-leads/lead-record.ts';
import type { Executor } from '../db/pool.ts';
import { placeholders, reusableStatement } from '../db/reusable-statement.ts';
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

type Branch = { name: string; ref: string | null; zipcode: string };

/** The lender's branch nearest the consumer's ZIP code, by zip-code centroids (as the offers' distance is). */
async function branchOf(branches: readonly Branch[], zipcode: string | null): Promise<LeadFacts['branch']> {
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
 * The bureau's answer for the consumer in the campaign with the lender's branches beside it, in one round trip and
 * built once (every redemption asks it; reusable-statement.ts). No bureau answer, no row: without a ZIP code there is
 * no branch to find either.
 */
const factSources = reusableStatement('lead_fact_sources', (db) =>
  db
    .select({
      attributes: bureauAttributes.attributes,
      zipcode: bureauAttributes.zipcode,
      branches: sql<Branch[]>`coalesce((select json_agg(json_build_object('name', ${fiBranches.name},
        'ref', ${fiBranches.losBranchReferenceId}, 'zipcode', ${fiBranches.zipcode})) from ${fiBranches}
        where ${fiBranches.fiId} = ${sql.placeholder('fiId')}), '[]'::json)`,
    })
    .from(bureauAttributes)
    .where(
      and(
        eq(bureauAttributes.consumerId, sql.placeholder('consumerId')),
        eq(bureauAttributes.campaignId, sql.placeholder('campaignId')),
      ),
    )
    .limit(1),
);

/**
 * The lead's computed fields (decision 0700) from the bureau's answer for the consumer in the offer's campaign:
 * its ZIP code gives the census tract (and so the CDFI area) and the nearest branch; its MLA flag the cover.
 */
export async function workOutLeadFacts(
  db: Executor,
  lead: { consumerId: string; campaignId: string; fiId: string },
): Promise<LeadFacts> {
  const [bureau] = await factSources(db).execute(lead);
  const zipcode = bureau?.zipcode?.slice(0, 5) ?? null;
  const flag = bureau?.attributes.MILITARY_LENDING_COVERED;
  return {
    ...(await tractOf(db, zipcode)),
    mla: flag === undefined || flag === null ? null : flag === 1,
    branch: await branchOf(bureau?.branches ?? [], zipcode),
  };
}

/** The facts kept with a new lead (the redemption works them out and writes them in its statement built once). */
export const leadFactsInsert = (db: Executor) =>
  db.insert(loanLeadFacts).values(placeholders('loanLeadId', 'facts')).onConflictDoNothing();

/** The facts kept with the lead, else (a lead older than them) worked out now. */
export async function leadFactsOf(
  db: Executor,
  lead: { loanLeadId: string; consumerId: string; campaignId: string; fiId: string },
): Promise<LeadFacts> {
  const [kept] = await db
    .select({ facts: loanLeadFacts.facts })
    .from(loanLeadFacts)
    .where(eq(loanLeadFacts.loanLeadId, lead.loanLeadId));
  return kept?.facts ?? workOutLeadFacts(db, lead);
}
