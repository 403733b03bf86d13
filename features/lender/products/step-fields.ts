import {
  CARD_TYPES,
  CHECKING_TYPES,
  PRODUCT_CLASSES,
  PRODUCT_OPTIONS,
} from '../../../domain/catalog/product-details.ts';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/catalog/products.ts';
import { PROMO_TYPES, TIER_TYPES } from '../../../domain/catalog/tiers.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { redeemLimitFields } from '../../../domain/validation/product-wizard.ts';
import type { ObjectField } from '../../../kit/object-fields.tsx';

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: labelOf(value).replaceAll('_', ' ') }));
const features: ObjectField[] = [0, 1, 2].map((i) => ({
  path: `features.${i}`,
  label: `Feature ${i + 1}`,
  kind: 'text',
}));
const image: ObjectField = {
  path: 'image',
  label: 'Image',
  kind: 'image',
  helper: 'PNG, JPEG or WebP, 1008 x 645 pixels',
};

const classOptions = PRODUCT_CLASSES.map((value) => ({ value, label: value }));

/** Define product: type, class, option and name are required (002 §6); each says so before the server does. */
export function productDetailsFields(type: string | undefined): ObjectField[] {
  return [
    { path: 'type', label: 'Product type', kind: 'select', options: options(PRODUCT_TYPES), required: true },
    {
      path: 'productClass',
      label: 'Product class',
      // Suggested, not imposed: campaign files bring classes of their own (002 §3 class is text).
      kind: 'text',
      options: classOptions,
      required: true,
      helper: 'Secured, Unsecured or Deposit, or your own; one product per type and class',
    },
    { path: 'option', label: 'Product option', kind: 'select', options: options(PRODUCT_OPTIONS), required: true },
    { path: 'name', label: 'Name', kind: 'text', helper: 'At most 32 characters', required: true },
    { path: 'description', label: 'Description', kind: 'textarea' },
    ...(type === 'Unsecured_Credit_Card'
      ? [{ path: 'cardTypes', label: 'Card types (1 to 2)', kind: 'checkboxes', options: options(CARD_TYPES) } as const]
      : []),
    ...(type === 'Checking_Account'
      ? [
          {
            path: 'checkingTypes',
            label: 'Checking account types (1 to 2)',
            kind: 'checkboxes',
            options: options(CHECKING_TYPES),
          } as const,
        ]
      : []),
  ];
}

/** Configure product: the type-specific details of 002 §3. */
export function configureFields(type: ProductType | undefined): ObjectField[] {
  switch (type) {
    case 'Unsecured_Credit_Card':
      return [
        image,
        ...features,
        { path: 'schumerBox.purchaseApr', label: 'Purchase APR (%)', kind: 'text' },
        { path: 'schumerBox.cashAdvanceApr', label: 'Cash advance APR (%)', kind: 'text' },
        { path: 'schumerBox.penaltyApr', label: 'Penalty APR (%)', kind: 'text' },
        { path: 'schumerBox.annualFee', label: 'Annual fee ($)', kind: 'text' },
        { path: 'schumerBox.lateFee', label: 'Late fee ($)', kind: 'text' },
        { path: 'balanceTransfer.introApr', label: 'Balance transfer APR (%)', kind: 'text' },
        { path: 'balanceTransfer.introMonths', label: 'Balance transfer period (months)', kind: 'int' },
        { path: 'balanceTransfer.fee', label: 'Balance transfer fee (%)', kind: 'text' },
      ];
    case 'Checking_Account':
      return [
        { path: 'externalRedemptionUrl', label: 'External redemption URL', kind: 'text', wide: true },
        image,
        ...features,
        { path: 'apy', label: 'APY (%)', kind: 'text' },
        { path: 'bonus', label: 'Bonus ($)', kind: 'text' },
        { path: 'minimumDeposit', label: 'Minimum deposit ($)', kind: 'text' },
        { path: 'monthlyFee', label: 'Monthly fee ($)', kind: 'text' },
        { path: 'rateAdjustment', label: 'Rate adjustment (%)', kind: 'text', helper: 'Signed, not 0.00' },
      ];
    case 'Certificate_Deposit':
      return [
        { path: 'apy', label: 'APY (%)', kind: 'text' },
        { path: 'minimumDeposit', label: 'Minimum deposit ($)', kind: 'text' },
        { path: 'rateAdjustment', label: 'Rate adjustment (%)', kind: 'text', helper: 'Signed, not 0.00' },
      ];
    case 'HELOC':
      return [
        ...features,
        { path: 'maximumLtv', label: 'Maximum LTV (%)', kind: 'text' },
        { path: 'minimumInitialDraw', label: 'Minimum Initial Draw ($)', kind: 'text' },
        { path: 'drawPeriod', label: 'Draw Period (months)', kind: 'int' },
        { path: 'repaymentPeriod', label: 'Repayment Period (months)', kind: 'int' },
        { path: 'introRate', label: 'Introductory rate (%)', kind: 'text' },
        { path: 'closingCosts', label: 'Closing costs ($)', kind: 'text' },
      ];
    case 'Short_Term_Loan':
      return [
        { path: 'annualFee', label: 'Annual Fee ($)', kind: 'text' },
        { path: 'originationFee', label: 'Origination Fee ($)', kind: 'text' },
      ];
    default:
      return [
        {
          path: 'repaymentFrequency',
          label: 'Repayment frequency',
          kind: 'select',
          options: options(['MONTHLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'WEEKLY']),
        },
        {
          path: 'paymentCalculation',
          label: 'Payment calculation',
          kind: 'select',
          options: options(['AMORTIZED', 'SIMPLE_INTEREST']),
        },
      ];
  }
}

export const ruleFields: ObjectField[] = [
  { path: 'rule', label: 'Product rule', kind: 'textarea', helper: 'e.g. FICO >= 640 and BANKRUPTCY_COUNT = 0' },
];

export const disclosureFields: ObjectField[] = [
  { path: 'summary', label: 'Disclosure summary', kind: 'textarea' },
  { path: 'disclosures.0.title', label: 'Disclosure title', kind: 'text' },
  { path: 'disclosures.0.body', label: 'Disclosure text', kind: 'textarea' },
];

export function addOnFields(candidates: readonly { id: string; name: string }[]): ObjectField[] {
  return [
    {
      path: 'addOnProductIds',
      label: 'Acceptable add-ons',
      kind: 'checkboxes',
      options: candidates.map((c) => ({ value: c.id, label: c.name })),
    },
    { path: 'maxAddOnRateDiscount', label: 'Maximum add-on rate discount (%)', kind: 'text' },
  ];
}

/** Redeem limits, primary then secondary by type (000 §3). */
export function redeemLimitFieldList(type: ProductType | undefined): ObjectField[] {
  const order = type ? redeemLimitFields(type) : (['amount', 'count'] as const);
  return order.flatMap((which): ObjectField[] =>
    which === 'amount'
      ? [
          { path: 'byAmount', label: 'Limit by amount', kind: 'checkbox' },
          { path: 'amount', label: 'Redeem limit amount ($)', kind: 'text' },
        ]
      : [
          { path: 'byCount', label: 'Limit by count', kind: 'checkbox' },
          { path: 'count', label: 'Redeem limit count', kind: 'int' },
        ],
  );
}

export function tierFields(index: number, promo: boolean): ObjectField[] {
  return [
    { path: `tiers.${index}.name`, label: 'Tier name', kind: 'text' },
    { path: `tiers.${index}.type`, label: 'Tier type', kind: 'select', options: options(TIER_TYPES) },
    { path: `tiers.${index}.rule`, label: 'Tier rule', kind: 'textarea' },
    ...(promo ? [{ path: `tiers.${index}.promoEnabled`, label: 'Promotional APR', kind: 'checkbox' } as const] : []),
  ];
}

export function termFields(tier: number, term: number, promo: boolean): ObjectField[] {
  const at = (name: string) => `tiers.${tier}.terms.${term}.${name}`;
  return [
    { path: at('term'), label: 'Term (months)', kind: 'int' },
    { path: at('apr'), label: 'APR (%)', kind: 'text' },
    { path: at('limit'), label: 'Limit ($)', kind: 'text' },
    { path: at('minimum'), label: 'Minimum ($)', kind: 'text' },
    { path: at('isDefault'), label: 'Default term', kind: 'checkbox' },
    ...(promo
      ? ([
          { path: at('promoType'), label: 'Promotion type', kind: 'select', options: options(PROMO_TYPES) },
          { path: at('promoApr'), label: 'Promotional APR (%)', kind: 'text' },
          { path: at('promoTerm'), label: 'Promotional term (months)', kind: 'int' },
          { path: at('promoMinimum'), label: 'Promotional minimum ($)', kind: 'text' },
        ] as const)
      : []),
  ];
}
