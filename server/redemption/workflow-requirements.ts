import { and, asc, eq } from 'drizzle-orm';
import { isPoBox, PO_BOX_MESSAGE } from '../../domain/validation/address.ts';
import {
  REQUIRED_APPLICATION_FIELDS,
  type RequiredApplicationField,
} from '../../domain/validation/marketplace-settings.ts';
import type { Workflow } from '../../domain/validation/workflow.ts';
import type { Executor } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { consumers, loans, marketplaceSettings } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { RedeemRequest } from './redeem-offer.ts';

/**
 * The lender's marketplace workflow for a campaign and product type (002 §3 marketplace settings), or null when the
 * lender set none: then the built-in application applies unchanged. The oldest workflow naming the type wins.
 */
export async function workflowFor(
  db: Executor,
  key: { fiId: string; ucCampaignId: string; productType: string },
): Promise<Workflow | null> {
  const rows = await db
    .select({ settings: marketplaceSettings.settings })
    .from(marketplaceSettings)
    .where(and(eq(marketplaceSettings.fiId, key.fiId), eq(marketplaceSettings.ucCampaignId, key.ucCampaignId)))
    .orderBy(asc(marketplaceSettings.createdAt), asc(marketplaceSettings.id));
  return rows.find((row) => (row.settings.applicableProducts as string[]).includes(key.productType))?.settings ?? null;
}

type Answers = Pick<RedeemRequest, 'contactPreference' | 'idType' | 'occupancy' | 'propertyType'>;
const ANSWER_FIELDS = ['contactPreference', 'idType', 'occupancy', 'propertyType'] as const;

/**
 * What the lender's workflow adds to a redeem application: its required fields must be answered (the application's
 * questions in the request, the stated ones on the consumer: income, pay frequency, vehicle) and a PO box address is
 * refused unless the workflow accepts one. 400 MISSING_REQUIRED_FIELD naming the field otherwise.
 */
export async function assertWorkflowRequirements(
  db: Executor,
  input: {
    workflow: Workflow | null;
    consumerId: string;
    answers: Answers;
    encryptionKey?: Buffer | undefined;
  },
): Promise<void> {
  const { workflow } = input;
  if (!workflow) return;
  const missing = (field: string) => {
    const label = REQUIRED_APPLICATION_FIELDS[field as RequiredApplicationField] ?? field;
    const message = `${label} is required`;
    return new ApiError(400, 'MISSING_REQUIRED_FIELD', message, [{ path: field, message }]);
  };
  for (const field of ANSWER_FIELDS) {
    if (workflow.requiredFields.includes(field) && !input.answers[field]) throw missing(field);
  }
  const stated = workflow.requiredFields.filter((field) => !(ANSWER_FIELDS as readonly string[]).includes(field));
  const needsConsumer = stated.length > 0 || (!workflow.poBoxAccepted && input.encryptionKey);
  if (!needsConsumer) return;
  const [consumer] = await db.select().from(consumers).where(eq(consumers.id, input.consumerId));
  if (!consumer) return;
  const vehicle = stated.some((field) => field.startsWith('vehicle'))
    ? (await db.select({ collateral: loans.collateral }).from(loans).where(eq(loans.consumerId, consumer.id))).find(
        (loan) => loan.collateral,
      )?.collateral
    : undefined;
  const values: Record<string, unknown> = {
    annualIncome: consumer.annualIncome,
    annualHouseholdIncome: consumer.annualHouseholdIncome,
    payFrequency: consumer.payFrequency,
    vehicleMileage: vehicle?.mileage,
    vehicleYear: vehicle?.year,
  };
  for (const field of stated) {
    if (Object.hasOwn(values, field) && (values[field] === null || values[field] === undefined)) throw missing(field);
  }
  if (!workflow.poBoxAccepted && input.encryptionKey) {
    const street = openPii(input.encryptionKey, consumer.pii).street;
    if (street && isPoBox(street)) {
      throw new ApiError(400, 'MISSING_REQUIRED_FIELD', PO_BOX_MESSAGE, [{ path: 'street', message: PO_BOX_MESSAGE }]);
    }
  }
}
