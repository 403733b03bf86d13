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
import { said } from '../../../kit/words.ts';
import { productsStepFieldsMessages as m } from '../messages/products-step-fields.ts';

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: labelOf(value).replaceAll('_', ' ') }));
const features: ObjectField[] = [0, 1, 2].map((i) => ({
  path: `features.${i}`,
  label: said(m.featureN, { n: i + 1 }),
  kind: 'text',
}));
const image: ObjectField = {
  path: 'image',
  label: m.image,
  kind: 'image',
  helper: m.imageHelper,
};

const classOptions = PRODUCT_CLASSES.map((value) => ({ value, label: value }));

/** Define product: type, class, option and name are required (002 §6); each says so before the server does. */
export function productDetailsFields(type: string | undefined): ObjectField[] {
  return [
    { path: 'type', label: m.productType, kind: 'select', options: options(PRODUCT_TYPES), required: true },
    {
      path: 'productClass',
      label: m.productClass,
      // Suggested, not imposed: campaign files bring classes of their own (002 §3 class is text).
      kind: 'text',
      options: classOptions,
      required: true,
      helper: m.productClassHelper,
    },
    { path: 'option', label: m.productOption, kind: 'select', options: options(PRODUCT_OPTIONS), required: true },
    { path: 'name', label: m.name, kind: 'text', helper: m.nameHelper, required: true },
    { path: 'description', label: m.description, kind: 'textarea' },
    ...(type === 'Unsecured_Credit_Card'
      ? [{ path: 'cardTypes', label: m.cardTypes1To2, kind: 'checkboxes', options: options(CARD_TYPES) } as const]
      : []),
    ...(type === 'Checking_Account'
      ? [
          {
            path: 'checkingTypes',
            label: m.checkingAccountTypes1To,
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
        { path: 'schumerBox.purchaseApr', label: m.purchaseApr, kind: 'text' },
        { path: 'schumerBox.cashAdvanceApr', label: m.cashAdvanceApr, kind: 'text' },
        { path: 'schumerBox.penaltyApr', label: m.penaltyApr, kind: 'text' },
        { path: 'schumerBox.annualFee', label: m.annualFee, kind: 'text' },
        { path: 'schumerBox.lateFee', label: m.lateFee, kind: 'text' },
        { path: 'balanceTransfer.introApr', label: m.balanceTransferApr, kind: 'text' },
        { path: 'balanceTransfer.introMonths', label: m.balanceTransferPeriodMonths, kind: 'int' },
        { path: 'balanceTransfer.fee', label: m.balanceTransferFee, kind: 'text' },
      ];
    case 'Checking_Account':
      return [
        { path: 'externalRedemptionUrl', label: m.externalRedemptionUrl, kind: 'text', wide: true },
        image,
        ...features,
        { path: 'apy', label: m.apy, kind: 'text' },
        { path: 'bonus', label: m.bonus, kind: 'text' },
        { path: 'minimumDeposit', label: m.minimumDeposit, kind: 'text' },
        { path: 'monthlyFee', label: m.monthlyFee, kind: 'text' },
        { path: 'rateAdjustment', label: m.rateAdjustment, kind: 'text', helper: m.rateAdjustmentHelper },
      ];
    case 'Certificate_Deposit':
      return [
        { path: 'apy', label: m.apy, kind: 'text' },
        { path: 'minimumDeposit', label: m.minimumDeposit, kind: 'text' },
        { path: 'rateAdjustment', label: m.rateAdjustment, kind: 'text', helper: m.rateAdjustmentHelper },
      ];
    case 'HELOC':
      return [
        ...features,
        { path: 'maximumLtv', label: m.maximumLtv, kind: 'text' },
        { path: 'minimumInitialDraw', label: m.minimumInitialDraw, kind: 'text' },
        { path: 'drawPeriod', label: m.drawPeriodMonths, kind: 'int' },
        { path: 'repaymentPeriod', label: m.repaymentPeriodMonths, kind: 'int' },
        { path: 'introRate', label: m.introductoryRate, kind: 'text' },
        { path: 'closingCosts', label: m.closingCosts, kind: 'text' },
      ];
    case 'Short_Term_Loan':
      return [
        { path: 'annualFee', label: m.annualFee2, kind: 'text' },
        { path: 'originationFee', label: m.originationFee, kind: 'text' },
      ];
    default:
      return [
        {
          path: 'repaymentFrequency',
          label: m.repaymentFrequency,
          kind: 'select',
          options: options(['MONTHLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'WEEKLY']),
        },
        {
          path: 'paymentCalculation',
          label: m.paymentCalculation,
          kind: 'select',
          options: options(['AMORTIZED', 'SIMPLE_INTEREST']),
        },
      ];
  }
}

export const ruleFields: ObjectField[] = [
  { path: 'rule', label: m.productRule, kind: 'textarea', helper: m.productRuleHelper },
];

export const disclosureFields: ObjectField[] = [
  { path: 'summary', label: m.disclosureSummary, kind: 'textarea' },
  { path: 'disclosures.0.title', label: m.disclosureTitle, kind: 'text' },
  { path: 'disclosures.0.body', label: m.disclosureText, kind: 'textarea' },
];

export function addOnFields(candidates: readonly { id: string; name: string }[]): ObjectField[] {
  return [
    {
      path: 'addOnProductIds',
      label: m.acceptableAddOns,
      kind: 'checkboxes',
      options: candidates.map((c) => ({ value: c.id, label: c.name })),
    },
    { path: 'maxAddOnRateDiscount', label: m.maximumAddOnRateDiscount, kind: 'text' },
  ];
}

/** Redeem limits, primary then secondary by type (000 §3). */
export function redeemLimitFieldList(type: ProductType | undefined): ObjectField[] {
  const order = type ? redeemLimitFields(type) : (['amount', 'count'] as const);
  return order.flatMap((which): ObjectField[] =>
    which === 'amount'
      ? [
          { path: 'byAmount', label: m.limitByAmount, kind: 'checkbox' },
          { path: 'amount', label: m.redeemLimitAmount, kind: 'text' },
        ]
      : [
          { path: 'byCount', label: m.limitByCount, kind: 'checkbox' },
          { path: 'count', label: m.redeemLimitCount, kind: 'int' },
        ],
  );
}

export function tierFields(index: number, promo: boolean): ObjectField[] {
  return [
    { path: `tiers.${index}.name`, label: m.tierName, kind: 'text' },
    { path: `tiers.${index}.type`, label: m.tierType, kind: 'select', options: options(TIER_TYPES) },
    { path: `tiers.${index}.rule`, label: m.tierRule, kind: 'textarea' },
    ...(promo ? [{ path: `tiers.${index}.promoEnabled`, label: m.promotionalApr, kind: 'checkbox' } as const] : []),
  ];
}

export function termFields(tier: number, term: number, promo: boolean): ObjectField[] {
  const at = (name: string) => `tiers.${tier}.terms.${term}.${name}`;
  return [
    { path: at('term'), label: m.termMonths, kind: 'int' },
    { path: at('apr'), label: m.apr, kind: 'text' },
    { path: at('limit'), label: m.limit, kind: 'text' },
    { path: at('minimum'), label: m.minimum, kind: 'text' },
    { path: at('isDefault'), label: m.defaultTerm, kind: 'checkbox' },
    ...(promo
      ? ([
          { path: at('promoType'), label: m.promotionType, kind: 'select', options: options(PROMO_TYPES) },
          { path: at('promoApr'), label: m.promotionalApr2, kind: 'text' },
          { path: at('promoTerm'), label: m.promotionalTermMonths, kind: 'int' },
          { path: at('promoMinimum'), label: m.promotionalMinimum, kind: 'text' },
        ] as const)
      : []),
  ];
}
