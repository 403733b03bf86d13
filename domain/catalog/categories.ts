/** Offer subcategories and purposes exactly as the consumer flow names them (001 §3). */
export const SUBCATEGORIES = [
  'Automobile',
  'Motorcycle',
  'Boat',
  'RV',
  'ATV',
  'Watercraft',
  'Home Equity',
  'Single Family Detached',
  'Townhouse',
  'Unsecured',
  'Secured',
  'Non lending',
] as const;
export type Subcategory = (typeof SUBCATEGORIES)[number];

export const PURPOSES = [
  'Purchase new',
  'Purchase used',
  'Refinance',
  'Loan',
  'Line of Credit',
  'Non lending',
] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Console product category names (002 §3), with their spaces and hyphen kept. */
export const CONSOLE_PRODUCT_CATEGORIES = [
  'AUTO',
  'CREDIT CARDS',
  'HOME EQUITY',
  'HOME IMPROVEMENT',
  'MOTORCYCLE',
  'PERSONAL LOANS',
  'SHORT-TERM LOANS',
  'RECREATIONAL VEHICLES',
  'CHECKING ACCOUNT',
  'CD',
] as const;
export type ConsoleProductCategory = (typeof CONSOLE_PRODUCT_CATEGORIES)[number];
