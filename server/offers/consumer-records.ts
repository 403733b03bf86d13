/** The consumers of a campaign as the offer engine reads them: offer generation and projections share this. */
import { and, eq, inArray } from 'drizzle-orm';
import type { PayFrequency } from '../../domain/catalog/consumer.ts';
import type { ConsumerRecord } from '../../domain/engine/consumer-batch.ts';
import type { Db } from '../db/pool.ts';
import { bureauAttributes, consumers, loans } from '../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;

/** The campaign's bureau answers with the consumers' stated data: all of them, or the listed ones. */
export function selectCampaignConsumers(db: Reader, campaignId: string, consumerIds?: readonly string[]) {
  return db
    .select({
      consumerId: bureauAttributes.consumerId,
      attributes: bureauAttributes.attributes,
      state: bureauAttributes.state,
      county: bureauAttributes.county,
      zipcode: bureauAttributes.zipcode,
      annualIncome: consumers.annualIncome,
      payFrequency: consumers.payFrequency,
    })
    .from(bureauAttributes)
    .innerJoin(consumers, eq(consumers.id, bureauAttributes.consumerId))
    .where(
      and(
        eq(bureauAttributes.campaignId, campaignId),
        consumerIds ? inArray(bureauAttributes.consumerId, [...consumerIds]) : undefined,
      ),
    );
}

export type CampaignConsumerRow = Awaited<ReturnType<typeof selectCampaignConsumers>>[number];

/**
 * The engine's records of the rows, with the vehicle of a current loan (the vehicle fields read it) and the MLA flag
 * (the bureau's MILITARY_LENDING_COVERED: a lender that refuses covered borrowers makes them no offer, decision 0366 —
 * projections count the same way as generation). The engine keys consumers by number: the row index stands in for
 * the uuid.
 */
export async function consumerRecords(db: Reader, rows: readonly CampaignConsumerRow[]): Promise<ConsumerRecord[]> {
  const vehicles = rows.length
    ? await db
        .select({ consumerId: loans.consumerId, collateral: loans.collateral })
        .from(loans)
        .where(
          inArray(
            loans.consumerId,
            rows.map((row) => row.consumerId),
          ),
        )
    : [];
  return rows.map((row, index) => {
    const vehicle = vehicles.find((entry) => entry.consumerId === row.consumerId && entry.collateral)?.collateral;
    return {
      id: index,
      attributes: row.attributes,
      state: row.state,
      county: row.county,
      zip: row.zipcode,
      stated: {
        annualIncome: row.annualIncome === null ? null : Number(row.annualIncome),
        payFrequency: row.payFrequency as PayFrequency | null,
        vehicleYear: vehicle?.year ?? null,
        vehicleMileage: vehicle?.mileage ?? null,
      },
      mla: row.attributes.MILITARY_LENDING_COVERED === 1,
    };
  });
}
