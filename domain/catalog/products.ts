import { isOneOf } from './code-set.ts';
import { labelledCodes } from './labelled-codes.ts';

/** Product types and category ids, verbatim from 001 §3 and 000 §3. */
export const PRODUCT_TYPES = [
  'New_Auto',
  'Used_Auto',
  'Auto_Refi',
  'New_Moto',
  'Used_Moto',
  'New_Boat',
  'Used_Boat',
  'New_RV',
  'Used_RV',
  'New_ATV',
  'Used_ATV',
  'New_Watercraft',
  'Used_Watercraft',
  'Unsecured_Credit_Card',
  'Unsecured_Loan',
  'Short_Term_Loan',
  'Home_Equity_Loan',
  'HELOC',
  'Home_Improvement_Loan',
  'Checking_Account',
  'Certificate_Deposit',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const isProductType = (value: string): value is ProductType => isOneOf(PRODUCT_TYPES, value);

/** Category ids: the three credit-card ids share the product type Unsecured_Credit_Card. */
export const PRODUCT_CATEGORY_IDS = {
  New_Auto: 1,
  Used_Auto: 2,
  Auto_Refi: 3,
  New_Moto: 5,
  Used_Moto: 6,
  New_Boat: 7,
  Used_Boat: 8,
  New_RV: 9,
  Used_RV: 10,
  Unsecured_Credit_Card_1: 13,
  Unsecured_Loan: 14,
  Short_Term_Loan: 15,
  Home_Equity_Loan: 17,
  HELOC: 18,
  Home_Improvement_Loan: 19,
  Unsecured_Credit_Card_2: 30,
  Unsecured_Credit_Card_3: 31,
  New_ATV: 38,
  Used_ATV: 39,
  New_Watercraft: 42,
  Used_Watercraft: 43,
  Checking_Account: 101,
  Certificate_Deposit: 102,
} as const;
export type ProductCategoryName = keyof typeof PRODUCT_CATEGORY_IDS;
export type ProductCategoryId = (typeof PRODUCT_CATEGORY_IDS)[ProductCategoryName];

/** Ids at or above this are non-lending (checking, CD): 000 §9. */
export const CHECKING_ACCOUNT_ID_THRESHOLD = 101;

/** The ten offer categories shown to consumers (001 §1) and the console's category names (000 §3). */
export const { codes: OFFER_CATEGORIES, labels: OFFER_CATEGORY_LABELS } = labelledCodes({
  AUTO: 'Auto',
  MOTORCYCLE: 'Motorcycle',
  RECREATIONAL_VEHICLES: 'Recreational Vehicles',
  PERSONAL_LOANS: 'Personal Loans',
  SHORT_TERM_LOANS: 'Short-term Loans',
  HOME_EQUITY: 'Home Equity',
  HOME_IMPROVEMENT: 'Home Improvement',
  CREDIT_CARDS: 'Credit Cards',
  CHECKING_ACCOUNT: 'Checking Account',
  CD: 'CD',
});
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];
