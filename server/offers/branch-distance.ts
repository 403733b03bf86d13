import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { bureauAttributes, fiBranches } from '../db/schema/index.ts';

/**
 * Miles from the consumer's zip code (the campaign's bureau row) to each lender's nearest branch, by zip-code
 * centroids (the zipcodes package's US database). Lenders without branches, and consumers or branches whose zip code
 * the database does not know, get no distance: the card then shows none rather than a guess.
 */
export async function loadBranchDistances(
  db: Db,
  consumerId: string,
  campaignId: string,
  fiIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  if (fiIds.length === 0) return new Map();
  const [home] = await db
    .select({ zipcode: bureauAttributes.zipcode })
    .from(bureauAttributes)
    .where(and(eq(bureauAttributes.consumerId, consumerId), eq(bureauAttributes.campaignId, campaignId)));
  // The zip database is large: loaded on the first offers answer that needs it, not at server start.
  const { default: zipcodes } = await import('zipcodes');
  if (!home?.zipcode || !zipcodes.lookup(home.zipcode)) return new Map();
  const branches = await db
    .select({ fiId: fiBranches.fiId, zipcode: fiBranches.zipcode })
    .from(fiBranches)
    .where(inArray(fiBranches.fiId, [...new Set(fiIds)]));
  const nearest = new Map<string, number>();
  for (const branch of branches) {
    const miles = zipcodes.distance(home.zipcode, branch.zipcode);
    if (typeof miles !== 'number' || Number.isNaN(miles)) continue;
    nearest.set(branch.fiId, Math.min(miles, nearest.get(branch.fiId) ?? Number.POSITIVE_INFINITY));
  }
  return nearest;
}
