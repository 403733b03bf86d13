import { getNextSnapshot, setup } from 'xstate';
import type { ProductValidationStatus } from '../../domain/catalog/statuses.ts';

/**
 * What moves a product's validation status (000/002 §4 "Product validation: PENDING, SYNTAX_CHECKED, VALIDATED,
 * ACTIVE, INACTIVE, COMPLETE"): a saved change (REVISE), the syntax check of its rules, the whole configuration's
 * validation, the campaign activating its offers and ending, and the lender's catalogue making it inactive.
 */
export const PRODUCT_VALIDATION_EVENTS = [
  'REVISE',
  'CHECK_RULES',
  'VALIDATE',
  'ACTIVATE',
  'DEACTIVATE',
  'CAMPAIGN_DONE',
] as const;
export type ProductValidationEventType = (typeof PRODUCT_VALIDATION_EVENTS)[number];
export type ProductValidationEvent =
  | { type: 'REVISE' | 'DEACTIVATE' | 'CAMPAIGN_DONE' }
  /** The syntax check of the product's rule and its tiers' rules. */
  | { type: 'CHECK_RULES'; rulesParse: boolean }
  /** The whole configuration checked (the wizard's steps, or the campaign file's product): its problems. */
  | { type: 'VALIDATE'; issues: number }
  /** The campaign's offers are activated; `participating` is the lender's active/inactive choice for the product. */
  | { type: 'ACTIVATE'; participating: boolean };

/** Why the machine refuses a move: the seed's words where it has them (002 §4 product and stipulation), ours else. */
export const PRODUCT_VALIDATION_MESSAGES = {
  rulesInvalid: 'The product rule is not valid',
  notConfigured: 'The product is not fully configured',
  inactive: 'Inactive products are no longer considered for offer generation',
  moveRefused: (status: ProductValidationStatus, event: ProductValidationEventType) =>
    `A product cannot take ${event.toLowerCase().replaceAll('_', ' ')} while it is ${status.toLowerCase().replaceAll('_', ' ')}`,
} as const;

/** A saved change is checked again from the start, whatever the product was. */
const REVISE = { REVISE: { target: 'PENDING' } } as const;

/** A validated product, and one whose campaign is done, wait alike for a campaign's activation (or the catalogue). */
const ACTIVATION = {
  ...REVISE,
  ACTIVATE: { guard: 'participating', target: 'ACTIVE' },
  DEACTIVATE: { target: 'INACTIVE' },
} as const;

/**
 * A product's validation lifecycle. A product is written PENDING (a new or changed configuration); the syntax check
 * of its rules makes it SYNTAX_CHECKED and the whole configuration's validation VALIDATED. The campaign activating its
 * offers makes a validated product ACTIVE if the lender left it active, and the campaign ending makes it COMPLETE
 * (the next campaign's activation makes it ACTIVE again). The lender's catalogue makes it INACTIVE (start from
 * scratch, or a campaign file replacing it): no longer considered for offer generation. Pure: the server
 * resolves the stored status and asks it (productValidationMove, walkProductValidation).
 */
export const productValidation = setup({
  types: { events: {} as ProductValidationEvent },
  guards: {
    rulesParse: ({ event }) => event.type === 'CHECK_RULES' && event.rulesParse,
    configurationValid: ({ event }) => event.type === 'VALIDATE' && event.issues === 0,
    participating: ({ event }) => event.type === 'ACTIVATE' && event.participating,
  },
}).createMachine({
  id: 'productValidation',
  initial: 'PENDING',
  states: {
    PENDING: {
      description: 'Written (new or changed); its rules not checked yet',
      on: { CHECK_RULES: { guard: 'rulesParse', target: 'SYNTAX_CHECKED' } },
    },
    SYNTAX_CHECKED: {
      description: 'Its rules parse; the whole configuration not validated yet',
      on: { ...REVISE, VALIDATE: { guard: 'configurationValid', target: 'VALIDATED' } },
    },
    VALIDATED: { description: 'Fully configured; offered from the next activation of a campaign', on: ACTIVATION },
    ACTIVE: {
      description: 'Offered in the campaign whose offers are activated',
      on: { ...REVISE, DEACTIVATE: { target: 'INACTIVE' }, CAMPAIGN_DONE: { target: 'COMPLETE' } },
    },
    INACTIVE: {
      description: 'Made inactive: no longer considered for offer generation',
      // Nothing makes a product active again (002 §4: a campaign file adds a new one); a save keeps it inactive.
      on: { ...REVISE },
    },
    COMPLETE: { description: 'The campaign it was offered in is done', on: ACTIVATION },
  },
});

export type ProductValidationMove = { readonly next: ProductValidationStatus } | { readonly refused: string };

/** Why `event` is refused from `status` (called only once the machine refused it). */
function refusal(status: ProductValidationStatus, event: ProductValidationEvent): string {
  // Handled here but refused: its guard said no, and the guard's reason is the answer.
  if (productStatusesTaking(event.type).includes(status)) {
    if (event.type === 'CHECK_RULES') return PRODUCT_VALIDATION_MESSAGES.rulesInvalid;
    if (event.type === 'VALIDATE') return PRODUCT_VALIDATION_MESSAGES.notConfigured;
    if (event.type === 'ACTIVATE') return PRODUCT_VALIDATION_MESSAGES.inactive;
  }
  return PRODUCT_VALIDATION_MESSAGES.moveRefused(status, event.type);
}

/** The machine's answer to `event` from the stored status: the next status, or why not (the 409's message). */
export function productValidationMove(
  status: ProductValidationStatus,
  event: ProductValidationEvent,
): ProductValidationMove {
  const snapshot = productValidation.resolveState({ value: status });
  if (!snapshot.can(event)) return { refused: refusal(status, event) };
  return { next: getNextSnapshot(productValidation, snapshot, event).value as ProductValidationStatus };
}

/** Several events in order (a save: revise, check, validate, …): the status at the end, or the first refusal. */
export function walkProductValidation(
  status: ProductValidationStatus,
  events: readonly ProductValidationEvent[],
): ProductValidationMove {
  let current = status;
  for (const event of events) {
    const move = productValidationMove(current, event);
    if ('refused' in move) return move;
    current = move.next;
  }
  return { next: current };
}

/** The statuses in which the machine handles `type` at all (a conditional UPDATE's from-states). */
export const productStatusesTaking = (type: ProductValidationEventType): ProductValidationStatus[] =>
  (Object.keys(productValidation.states) as ProductValidationStatus[]).filter((status) =>
    Object.keys(productValidation.states[status]?.on ?? {}).includes(type),
  );
