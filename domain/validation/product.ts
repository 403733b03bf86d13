import * as v from 'valibot';
import { MAX_CARD_TYPES, MAX_CHECKING_TYPES, MAX_PRODUCT_NAME_LENGTH } from '../catalog/limits.ts';
import { CARD_TYPES, CHECKING_TYPES, PRODUCT_OPTIONS } from '../catalog/product-details.ts';
import { isLendingType } from '../catalog/product-rules.ts';
import { PRODUCT_TYPES, type ProductType } from '../catalog/products.ts';
import { Money } from '../payments/decimal.ts';
import { requiredMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

export const PRODUCT_MESSAGES = {
  nameTooLong: `Name cannot exceed ${MAX_PRODUCT_NAME_LENGTH} characters`,
  lendingStandalone: 'A lending product must be standalone',
  cardTypes: `Select 1 to ${MAX_CARD_TYPES} card types`,
  checkingTypes: `Select 1 to ${MAX_CHECKING_TYPES} checking account types`,
  rateAdjustmentZero: 'Rate adjustment cannot be 0.00%',
  duplicateTypeAndClass: 'Only one product per type and class is allowed',
} as const;

/**
 * Loan products (every lending type but credit cards) must be standalone; cards, checking and CDs may be
 * offered as add-ons. See docs/decisions/0097-lending-must-be-standalone.md.
 */
export const mustBeStandalone = (type: ProductType): boolean => isLendingType(type) && type !== 'Unsecured_Credit_Card';

const typeList = <T extends string>(values: readonly [T, ...T[]], max: number, message: string) =>
  v.pipe(
    v.array(v.picklist(values)),
    v.minLength(1, message),
    v.maxLength(max, message),
    v.checkItems((item, index, items) => items.indexOf(item) === index, message),
  );

const productFields = formObject(
  {
    type: v.picklist(PRODUCT_TYPES, requiredMessage('Product type')),
    productClass: nonBlank('Product class'),
    option: v.picklist(PRODUCT_OPTIONS, requiredMessage('Product option')),
    name: v.pipe(nonBlank('Name'), v.maxLength(MAX_PRODUCT_NAME_LENGTH, PRODUCT_MESSAGES.nameTooLong)),
    description: v.optional(v.string()),
    cardTypes: v.optional(typeList(CARD_TYPES, MAX_CARD_TYPES, PRODUCT_MESSAGES.cardTypes)),
    checkingTypes: v.optional(typeList(CHECKING_TYPES, MAX_CHECKING_TYPES, PRODUCT_MESSAGES.checkingTypes)),
  },
  { type: 'Product type', option: 'Product option' },
);
type ProductFields = v.InferOutput<typeof productFields>;

/** The product type whose own list must be given (a card its card types, a checking account its account types). */
const typeListRequired = (type: ProductType, list: 'cardTypes' | 'checkingTypes', message: string) =>
  v.forward<ProductFields, v.PartialCheckIssue<ProductFields>, [typeof list]>(
    v.partialCheck<ProductFields, [['type'], [typeof list]], ProductFields, string>(
      [['type'], [list]],
      (input) => input.type !== type || input[list] !== undefined,
      message,
    ),
    [list],
  );

export const productSchema = v.pipe(
  productFields,
  v.forward(
    v.partialCheck(
      [['type'], ['option']],
      (input) => !mustBeStandalone(input.type) || input.option === 'STANDALONE',
      PRODUCT_MESSAGES.lendingStandalone,
    ),
    ['option'],
  ),
  typeListRequired('Unsecured_Credit_Card', 'cardTypes', PRODUCT_MESSAGES.cardTypes),
  typeListRequired('Checking_Account', 'checkingTypes', PRODUCT_MESSAGES.checkingTypes),
);
export type Product = v.InferOutput<typeof productSchema>;

const RATE_ADJUSTMENT_PATTERN = /^[+-]?\d+(?:\.\d{1,2})?$/;

/** A non-lending product (checking, CD): its rate adjustment is a signed percentage that cannot be 0.00. */
export const nonLendingProductSchema = formObject(
  {
    name: v.pipe(nonBlank('Name'), v.maxLength(MAX_PRODUCT_NAME_LENGTH, PRODUCT_MESSAGES.nameTooLong)),
    description: v.optional(v.string()),
    type: v.picklist(['Checking_Account', 'Certificate_Deposit'] as const, requiredMessage('Product type')),
    rateAdjustment: v.pipe(
      v.string(requiredMessage('Rate adjustment')),
      v.regex(RATE_ADJUSTMENT_PATTERN, 'Enter a valid rate adjustment'),
      v.check(
        (text) => !RATE_ADJUSTMENT_PATTERN.test(text) || !new Money(text).isZero(),
        PRODUCT_MESSAGES.rateAdjustmentZero,
      ),
    ),
  },
  { type: 'Product type' },
);

/** Saving as a template: the template name is required and not only spaces. */
export const productTemplateSchema = formObject({ templateName: nonBlank('Template name') });

export interface TypeAndClass {
  readonly id?: string | number;
  readonly type: ProductType;
  readonly productClass: string;
}

const sameSlot = (a: TypeAndClass, b: TypeAndClass) =>
  a.type === b.type && a.productClass.trim().toLowerCase() === b.productClass.trim().toLowerCase();

/** One product per type and class: whether `candidate` would clash with an existing product (itself excluded by id). */
export const conflictsWithExisting = (existing: readonly TypeAndClass[], candidate: TypeAndClass): boolean =>
  existing.some(
    (product) => (candidate.id === undefined || product.id !== candidate.id) && sameSlot(product, candidate),
  );

/** Products that share a type and class with an earlier one in the list. */
export const duplicateTypeAndClass = <T extends TypeAndClass>(products: readonly T[]): T[] =>
  products.filter((product, index) => products.findIndex((other) => sameSlot(other, product)) !== index);
