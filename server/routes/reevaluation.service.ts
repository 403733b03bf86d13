import { and, eq } from 'drizzle-orm';
import type { Vehicle } from '../../api/consumer.ts';
import type { ReevaluableField } from '../../domain/catalog/consumer.ts';
import { reenteredFields, reevaluationRefusal, type StatedValues } from '../../domain/marketplace/re-evaluation.ts';
import type { Executor } from '../db/pool.ts';
import { financialInstitutions, offers, products } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { workflowsOf } from '../redemption/workflow-requirements.ts';

type Stated = string | null | undefined;

/** The stated income fields of a consumer row or of a PATCH body. */
export const statedIncome = (row: {
  annualIncome?: Stated;
  annualHouseholdIncome?: Stated;
  payFrequency?: Stated;
}): StatedValues => ({
  annualIncome: row.annualIncome,
  annualHouseholdIncome: row.annualHouseholdIncome,
  payFrequency: row.payFrequency,
});

/** The vehicle fields a workflow may re-evaluate, of a loan's collateral. */
export const statedVehicle = (vehicle: Partial<Vehicle> | null | undefined): StatedValues => ({
  vehicleMileage: vehicle?.mileage,
  vehicleYear: vehicle?.year,
});

/**
 * Re-evaluation honours the lenders' marketplace workflows (002 §3 re-evaluation flag and fields) for the consumer's
 * campaign: re-entering a stated value is refused (409, the field named) when a workflow governing one of the
 * consumer's offers has re-evaluation off or does not list the field. Call inside the change's transaction, before
 * anything is written.
 */
export async function assertReevaluationAllowed(
  db: Executor,
  consumer: { id: string; campaignId: string | null },
  before: StatedValues,
  sent: StatedValues,
): Promise<void> {
  const fields: ReevaluableField[] = reenteredFields(before, sent);
  if (fields.length === 0 || !consumer.campaignId) return;
  const held = await db
    .select({ fiId: products.fiId, productType: products.productType, lenderName: financialInstitutions.name })
    .from(offers)
    .innerJoin(products, eq(offers.productId, products.id))
    .innerJoin(financialInstitutions, eq(products.fiId, financialInstitutions.id))
    .where(and(eq(offers.consumerId, consumer.id), eq(offers.campaignId, consumer.campaignId)));
  const workflows = await workflowsOf(
    db,
    consumer.campaignId,
    held.map((offer) => offer.fiId),
  );
  const refusal = reevaluationRefusal(fields, held, workflows);
  if (refusal) {
    throw new ApiError(409, 'VALIDATION_FAILED', refusal.message, [{ path: refusal.field, message: refusal.message }]);
  }
}
