import * as v from 'valibot';
import { supportsPromoApr, termRuleFor } from '../catalog/product-rules.ts';
import type { ProductType } from '../catalog/products.ts';
import { DEFAULT_TERM_MULTIPLE, MAX_TERM_MONTHS, TIER_TYPES } from '../catalog/tiers.ts';
import {
  decimalLte,
  decimalString,
  formObject,
  isDecimalText,
  nonBlank,
  nonZeroDecimalString,
  wholeNumber,
} from './primitives.ts';

export interface TierRules {
  /** Terms must be a multiple of this: 12 by default, 1 for short-term loans. */
  readonly termMultiple?: number;
  /** Whether the tier carries a promotion, whose fields then become required. */
  readonly promoEnabled?: boolean;
  /** Whether one term must be marked default (every type but short-term loans). */
  readonly requireDefaultTerm?: boolean;
}

export const TIER_MESSAGES = {
  termZero: 'Term cannot be zero',
  termMax: `Term cannot exceed ${MAX_TERM_MONTHS} months`,
  termMultiple: (multiple: number) => `Term must be a multiple of ${multiple}`,
  minimumAboveLimit: 'Minimum cannot exceed limit',
  promoAprRequired: 'Promotional APR is required',
  promoTerm: 'Promotional term must be greater than 0 and less than the term',
  promoMinimum: "Promotional minimum must be between the term's minimum and limit",
  atLeastOneTerm: 'Add at least one term',
  duplicateTerm: 'Terms cannot be duplicated',
  defaultTerm: 'Select one default term',
} as const;

export const tierTermSchema = (rules: TierRules = {}) => {
  const multiple = rules.termMultiple ?? DEFAULT_TERM_MULTIPLE;
  const promo = rules.promoEnabled === true;
  return v.pipe(
    formObject(
      {
        term: v.pipe(
          wholeNumber('Term'),
          v.minValue(1, TIER_MESSAGES.termZero),
          v.maxValue(MAX_TERM_MONTHS, TIER_MESSAGES.termMax),
          v.multipleOf(multiple, TIER_MESSAGES.termMultiple(multiple)),
        ),
        apr: nonZeroDecimalString('APR'),
        limit: nonZeroDecimalString('Limit'),
        minimum: nonZeroDecimalString('Minimum'),
        isDefault: v.optional(v.boolean(), false),
        promoApr: v.optional(decimalString('Promotional APR')),
        promoTerm: v.optional(wholeNumber('Promotional term')),
        promoMinimum: v.optional(decimalString('Promotional minimum')),
      },
      { apr: 'APR' },
    ),
    v.forward(
      v.partialCheck(
        [['minimum'], ['limit']],
        // Only amounts that parsed are compared (the field's own issue says what is wrong with the others).
        (input) =>
          !isDecimalText(input.minimum) || !isDecimalText(input.limit) || decimalLte(input.minimum, input.limit),
        TIER_MESSAGES.minimumAboveLimit,
      ),
      ['minimum'],
    ),
    v.forward(
      v.partialCheck([['promoApr']], (input) => !promo || input.promoApr !== undefined, TIER_MESSAGES.promoAprRequired),
      ['promoApr'],
    ),
    v.forward(
      v.partialCheck(
        [['promoTerm'], ['term']],
        (input) => !promo || (input.promoTerm !== undefined && input.promoTerm > 0 && input.promoTerm < input.term),
        TIER_MESSAGES.promoTerm,
      ),
      ['promoTerm'],
    ),
    v.forward(
      v.partialCheck(
        [['promoMinimum'], ['minimum'], ['limit']],
        (input) =>
          !promo ||
          input.promoMinimum === undefined ||
          ![input.minimum, input.promoMinimum, input.limit].every(isDecimalText) ||
          (decimalLte(input.minimum, input.promoMinimum) && decimalLte(input.promoMinimum, input.limit)),
        TIER_MESSAGES.promoMinimum,
      ),
      ['promoMinimum'],
    ),
  );
};
export type TierTermInput = v.InferInput<ReturnType<typeof tierTermSchema>>;
export type TierTerm = v.InferOutput<ReturnType<typeof tierTermSchema>>;

export const tierSchema = (rules: TierRules = {}) =>
  v.pipe(
    formObject(
      {
        name: nonBlank('Tier name'),
        type: v.picklist(TIER_TYPES, 'Tier type is required'),
        rule: v.optional(v.string()),
        terms: v.pipe(
          v.array(tierTermSchema(rules)),
          v.minLength(1, TIER_MESSAGES.atLeastOneTerm),
          v.checkItems(
            (term, index, terms) => terms.findIndex((other) => other.term === term.term) === index,
            TIER_MESSAGES.duplicateTerm,
          ),
        ),
      },
      { name: 'Tier name' },
    ),
    v.forward(
      v.partialCheck(
        [['terms']],
        (input) => rules.requireDefaultTerm !== true || input.terms.filter((term) => term.isDefault).length === 1,
        TIER_MESSAGES.defaultTerm,
      ),
      ['terms'],
    ),
  );
export type Tier = v.InferOutput<ReturnType<typeof tierSchema>>;

/** The tier rules that follow from a product type: term multiple, default term, promo only where offered. */
export const tierRulesFor = (type: ProductType, promoEnabled = false): Required<TierRules> => {
  const termRule = termRuleFor(type);
  return {
    termMultiple: termRule.termMultiple,
    requireDefaultTerm: termRule.hasDefaultTerm,
    promoEnabled: promoEnabled && supportsPromoApr(type),
  };
};
