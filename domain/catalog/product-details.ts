/** Product options, card and checking types and their consumer filter values (000 §3, 002 §3). */
export const PRODUCT_OPTIONS = ['STANDALONE', 'ADD_ON', 'BOTH'] as const;
export type ProductOption = (typeof PRODUCT_OPTIONS)[number];

/** The numeric product type code of 000 §3: 1 standalone, 2 add-on, 3 both. */
export const PRODUCT_OPTION_CODES: Readonly<Record<ProductOption, 1 | 2 | 3>> = {
  STANDALONE: 1,
  ADD_ON: 2,
  BOTH: 3,
};

export const productOptionFromCode = (code: number): ProductOption | undefined =>
  PRODUCT_OPTIONS.find((option) => PRODUCT_OPTION_CODES[option] === code);

/**
 * The product classes the wizard suggests (002 §3 product "class"; one product per type and class). The server takes
 * any class text (campaign files bring their own), so these are suggestions, not the only values.
 */
export const PRODUCT_CLASSES = ['Secured', 'Unsecured', 'Deposit'] as const;

export const CARD_TYPES = ['REWARDS', 'CASH_BACK', 'BALANCE_TRANSFER', 'NO_ANNUAL_FEES'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CHECKING_TYPES = ['HIGH_YIELD_CHECKING', 'BONUS', 'NO_MONTHLY_SERVICE_FEES'] as const;
export type CheckingType = (typeof CHECKING_TYPES)[number];

/** Filter chips on the consumer offers page; 'all' means no filter. */
export const CARD_TYPE_FILTERS = ['all', 'cash back', 'rewards', 'balance transfer', 'no annual fees'] as const;
export type CardTypeFilter = (typeof CARD_TYPE_FILTERS)[number];

export const CARD_TYPE_FILTER_VALUES: Readonly<Record<CardTypeFilter, CardType | undefined>> = {
  all: undefined,
  'cash back': 'CASH_BACK',
  rewards: 'REWARDS',
  'balance transfer': 'BALANCE_TRANSFER',
  'no annual fees': 'NO_ANNUAL_FEES',
};

export const CHECKING_TYPE_FILTERS = ['all', 'no monthly fee', 'high-yield', 'bonus'] as const;
export type CheckingTypeFilter = (typeof CHECKING_TYPE_FILTERS)[number];

export const CHECKING_TYPE_FILTER_VALUES: Readonly<Record<CheckingTypeFilter, CheckingType | undefined>> = {
  all: undefined,
  'no monthly fee': 'NO_MONTHLY_SERVICE_FEES',
  'high-yield': 'HIGH_YIELD_CHECKING',
  bonus: 'BONUS',
};

/** Whether an offer with these types passes a filter value; 'all' passes everything. */
export const matchesTypeFilter = <T extends string>(types: readonly T[], wanted: T | undefined): boolean =>
  wanted === undefined || types.includes(wanted);

export const LOAN_FEE_FIELDS = ['Annual Fee', 'Origination Fee'] as const;
export const HOME_EQUITY_FIELDS = ['Maximum LTV', 'Minimum Initial Draw', 'Draw Period', 'Repayment Period'] as const;
