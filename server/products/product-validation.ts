import { and, eq, inArray } from 'drizzle-orm';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import type { ProductValidationStatus } from '../../domain/catalog/statuses.ts';
import {
  type ProductValidationEvent,
  productStatusesTaking,
  productValidationMove,
  walkProductValidation,
} from '../../machines/product/product-validation-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import { fiCampaignEnrollments, products } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';

/*
 * Every change of a product's validation status (products.validation_status), decided by the productValidation
 * machine (machines/product/product-validation-lifecycle.ts): the wizard's save walks it, the catalogue's moves (a campaign
 * file replacing products, start from scratch) and the campaign's activation and end move the products they touch.
 * The UPDATEs stay conditional on the status read, their from-states generated from the machine.
 */

/** A product the wizard never saved through the machine (stored null) is where a new one starts. */
export const storedValidation = (status: string | null): ProductValidationStatus =>
  (status ?? 'PENDING') as ProductValidationStatus;

/** What the wizard's save found: its rules parse, the draft's problems, the lender's choice, live offers. */
export interface SaveFacts {
  /** The product existed already: the save is a change, checked again from PENDING. */
  readonly revising: boolean;
  readonly rulesParse: boolean;
  readonly issues: number;
  /** The product is active (products.status): an inactive one stays inactive. */
  readonly participating: boolean;
}

/**
 * The events a save sends, in order: revise, check the rules, validate, and inactive if the lender made it so. A saved
 * product is not ACTIVE yet even while a campaign runs: that campaign's offers were generated from what it was; the
 * next activation makes it active.
 */
export function saveEvents(from: ProductValidationStatus, facts: SaveFacts): ProductValidationEvent[] {
  const events: ProductValidationEvent[] = [];
  if (facts.revising && from !== 'PENDING') events.push({ type: 'REVISE' });
  events.push({ type: 'CHECK_RULES', rulesParse: facts.rulesParse }, { type: 'VALIDATE', issues: facts.issues });
  if (!facts.participating) events.push({ type: 'DEACTIVATE' });
  return events;
}

/** The status a save writes; a move the machine refuses is 409 with its reason. */
export function savedValidationStatus(stored: string | null, facts: SaveFacts): ProductValidationStatus {
  const from = storedValidation(stored);
  const move = walkProductValidation(from, saveEvents(from, facts));
  if ('refused' in move) throw new ApiError(409, 'VALIDATION_FAILED', move.refused);
  return move.next;
}

type MoveType = 'ACTIVATE' | 'DEACTIVATE' | 'CAMPAIGN_DONE';

/**
 * Moves the products `where` selects by `type`, each as the machine answers from its stored status (ACTIVATE asks
 * whether the lender left it active); a product the machine refuses keeps its status. Answers the ids moved.
 */
export async function moveProducts(
  db: Executor,
  selection: { readonly fiIds?: readonly string[]; readonly productIds?: readonly string[] },
  type: MoveType,
): Promise<string[]> {
  const scope = selection.productIds
    ? inArray(products.id, [...selection.productIds])
    : inArray(products.fiId, [...(selection.fiIds ?? [])]);
  if ((selection.productIds ?? selection.fiIds ?? []).length === 0) return [];
  const candidates = await db
    .select({ id: products.id, validationStatus: products.validationStatus, status: products.status })
    .from(products)
    .where(and(scope, inArray(products.validationStatus, productStatusesTaking(type))));
  const moved: string[] = [];
  for (const row of candidates) {
    const from = storedValidation(row.validationStatus);
    const event: ProductValidationEvent =
      type === 'ACTIVATE' ? { type, participating: row.status === 'active' } : { type };
    const move = productValidationMove(from, event);
    if ('refused' in move) continue;
    const [updated] = await db
      .update(products)
      .set({ validationStatus: move.next })
      .where(and(eq(products.id, row.id), eq(products.validationStatus, from)))
      .returning({ id: products.id });
    if (updated) moved.push(updated.id);
  }
  return moved;
}

/** The products of the lenders enrolled in a campaign follow it: active with its offers, complete when it is done. */
export async function followCampaign(db: Executor, campaignId: string, status: CampaignStatus): Promise<void> {
  const type = status === 'OFFERS_ACTIVATED' ? 'ACTIVATE' : status === 'DONE' ? 'CAMPAIGN_DONE' : null;
  if (!type) return;
  const enrolled = await db
    .select({ fiId: fiCampaignEnrollments.fiId })
    .from(fiCampaignEnrollments)
    .where(and(eq(fiCampaignEnrollments.ucCampaignId, campaignId), eq(fiCampaignEnrollments.status, 'ENROLLED')));
  await moveProducts(db, { fiIds: enrolled.map((row) => row.fiId) }, type);
}

/** A campaign file's new product: written, its rules syntax-checked and validated with the file (no errors). */
export const campaignFileProductStatus = (): ProductValidationStatus =>
  savedValidationStatus(null, { revising: false, rulesParse: true, issues: 0, participating: true });
