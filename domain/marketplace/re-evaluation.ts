import { REEVALUABLE_FIELD_LABELS, type ReevaluableField } from '../catalog/consumer.ts';
import { workflowForProduct } from './redeem-application.ts';

/**
 * The consumer's answer when a lender's marketplace workflow does not let a stated value be re-entered. The seed gives
 * the lender's side only ("contact an admin"), so these are ours
 * (docs/decisions/0466-re-evaluation-reads-the-marketplace-settings.md).
 */
export const REEVALUATION_MESSAGES = {
  off: (lender: string, field: ReevaluableField) =>
    `${lender} does not re-evaluate its offers, so your ${REEVALUABLE_FIELD_LABELS[field]} cannot be changed.`,
  notThisField: (lender: string, field: ReevaluableField, allowed: readonly string[]) =>
    `${lender} re-evaluates its offers only on ${listOf(allowed)}, so your ${REEVALUABLE_FIELD_LABELS[field]} cannot be changed.`,
} as const;

const listOf = (fields: readonly string[]) =>
  fields.map((field) => REEVALUABLE_FIELD_LABELS[field as ReevaluableField] ?? field).join(' or ');

/** What a workflow says of re-evaluation (002 §3 marketplace settings). */
export interface ReevaluationSettings {
  readonly applicableProducts: readonly string[];
  readonly reevaluate: boolean;
  readonly reevaluationFields: readonly string[];
}

/** One offer the consumer holds: its lender and product type pick the lender's workflow. */
export interface HeldOffer {
  readonly fiId: string;
  readonly lenderName: string;
  readonly productType: string;
}

/** The stated values as stored, and as the consumer now sends them (absent: not sent). */
export type StatedValues = Partial<Record<ReevaluableField, string | number | null | undefined>>;

const same = (a: string | number, b: string | number) =>
  typeof a === 'number' || typeof b === 'number' || /^\d+(\.\d+)?$/.test(String(a))
    ? Number(a) === Number(b)
    : String(a) === String(b);

/**
 * The fields a change re-enters: sent, already stated before, and different. A first statement (nothing stored yet)
 * is not a re-evaluation: a workflow may require the value
 * (docs/decisions/0466-re-evaluation-reads-the-marketplace-settings.md).
 */
export function reenteredFields(before: StatedValues, sent: StatedValues): ReevaluableField[] {
  return (Object.keys(sent) as ReevaluableField[]).filter((field) => {
    const next = sent[field];
    const previous = before[field];
    if (next === undefined || next === null || previous === undefined || previous === null) return false;
    return !same(previous, next);
  });
}

/** The field refused and why, when a governing workflow does not allow re-entering it. */
export interface ReevaluationRefusal {
  readonly field: ReevaluableField;
  readonly message: string;
}

/**
 * Whether re-entering `fields` re-evaluates offers a lender's workflow keeps as made: for each offer the consumer holds,
 * the lender's workflow naming its product type (workflowForProduct) must have re-evaluation on and list the field.
 * Offers whose lender set no workflow keep the built-in behaviour (re-evaluated). The first refusal, or null.
 */
export function reevaluationRefusal(
  fields: readonly ReevaluableField[],
  held: readonly HeldOffer[],
  workflows: ReadonlyMap<string, readonly ReevaluationSettings[]>,
): ReevaluationRefusal | null {
  for (const field of fields) {
    for (const offer of held) {
      const workflow = workflowForProduct(workflows.get(offer.fiId), offer.productType);
      if (!workflow) continue;
      if (!workflow.reevaluate) return { field, message: REEVALUATION_MESSAGES.off(offer.lenderName, field) };
      if (!workflow.reevaluationFields.includes(field)) {
        return {
          field,
          message: REEVALUATION_MESSAGES.notThisField(offer.lenderName, field, workflow.reevaluationFields),
        };
      }
    }
  }
  return null;
}
