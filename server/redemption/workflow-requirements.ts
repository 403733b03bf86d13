import { and, asc, eq, inArray } from 'drizzle-orm';
import { ASKED_QUESTIONS, requiredFieldMessage } from '../../domain/marketplace/redeem-application.ts';
import { isPoBox, PO_BOX_MESSAGE } from '../../domain/validation/address.ts';
import type { Workflow } from '../../domain/validation/workflow.ts';
import type { Executor } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { consumers, loans, marketplaceSettings } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { RedeemRequest } from './redeem-offer.ts';

/**
 * Every workflow the given lenders set for a campaign, oldest first per lender: what the marketplace's offers carry
 * so the consumer's application asks what the lender requires (workflowForProduct picks the one for a product type;
 * the redemption reads the same list with its offer, redeem-offer.ts).
 */
export async function workflowsOf(
  db: Executor,
  ucCampaignId: string,
  fiIds: readonly string[],
): Promise<Map<string, Workflow[]>> {
  const byLender = new Map<string, Workflow[]>();
  if (!ucCampaignId || fiIds.length === 0) return byLender;
  const rows = await db
    .select({ fiId: marketplaceSettings.fiId, settings: marketplaceSettings.settings })
    .from(marketplaceSettings)
    .where(
      and(eq(marketplaceSettings.ucCampaignId, ucCampaignId), inArray(marketplaceSettings.fiId, [...new Set(fiIds)])),
    )
    .orderBy(asc(marketplaceSettings.createdAt), asc(marketplaceSettings.id));
  for (const row of rows) byLender.set(row.fiId, [...(byLender.get(row.fiId) ?? []), row.settings]);
  return byLender;
}

/** A workflow without add-ons: the marketplace shows none, so only a hand-made request can carry one. */
export const ADD_ONS_NOT_ALLOWED = 'This lender takes no add-ons with this offer';

type Answers = Pick<
  RedeemRequest,
  'contactPreference' | 'idType' | 'occupancy' | 'propertyType' | 'addOns' | 'details'
>;
/** The required fields the application itself answers: its questions, and the detail answers a workflow can ask. */
const DETAIL_FIELDS = ['selfEmployed', 'mothersMaidenName'] as const;
const ANSWER_FIELDS = [...ASKED_QUESTIONS, ...DETAIL_FIELDS] as const;
const answerOf = (answers: Answers, field: (typeof ANSWER_FIELDS)[number]) =>
  (DETAIL_FIELDS as readonly string[]).includes(field)
    ? answers.details?.[field as (typeof DETAIL_FIELDS)[number]]
    : answers[field as (typeof ASKED_QUESTIONS)[number]];

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
    const message = requiredFieldMessage(field);
    return new ApiError(400, 'MISSING_REQUIRED_FIELD', message, [{ path: field, message }]);
  };
  if (!workflow.allowAddOns && (input.answers.addOns?.length ?? 0) > 0) {
    throw new ApiError(400, 'VALIDATION_FAILED', ADD_ONS_NOT_ALLOWED, [
      { path: 'addOns', message: ADD_ONS_NOT_ALLOWED },
    ]);
  }
  for (const field of ANSWER_FIELDS) {
    if (workflow.requiredFields.includes(field) && !answerOf(input.answers, field)) throw missing(field);
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
