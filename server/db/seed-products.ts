import type { LenderLocation } from '../../domain/engine/engine-types.ts';

/**
 * The demo lenders' catalogue: products across all ten offer categories, each with tiers whose rules are real
 * console-language rules over bureau fields. Offers come from running the engine over these, never by hand.
 */
export interface DemoTerm {
  term: number;
  apr: string;
  apy?: string;
  minimum: string;
  limit: string;
  promotion?: { type: 'INTRODUCTORY_APR' | 'DELAYED_PAYMENTS'; apr: string; term: number; minimum: string };
}
export interface DemoTier {
  name: string;
  type: 'PREQUAL' | 'PRESCREEN';
  rule: string;
  terms: DemoTerm[];
}
export interface DemoProduct {
  id: string;
  lender: 'summit-cu' | 'harbor-bank' | 'bright-lending';
  name: string;
  category: string;
  productType: string;
  productClass: string;
  types?: string[];
  repaymentFrequency?: string;
  paymentCalculation?: string;
  rule?: string;
  disclosureSummary: string;
  tiers: DemoTier[];
  redeemLimitCount?: number;
  /** A redirect offer: the lender's own application page. */
  redirectUrl?: string;
  /** Product eligibility within the lender's membership; absent = everywhere the lender lends. */
  eligibility?: LenderLocation[];
}

const loanTerms = (months: number[], apr: number, minimum: number, limit: number): DemoTerm[] =>
  months.map((term, index) => ({
    term,
    apr: (apr + index * 0.25).toFixed(2),
    minimum: String(minimum),
    limit: String(limit),
  }));

/** Two prescreen tiers: the better rate for stronger files. */
const twoTiers = (months: number[], apr: number, minimum: number, limit: number): DemoTier[] => [
  {
    name: 'Tier A',
    type: 'PRESCREEN',
    rule: 'FICO >= 720 and COLLECTIONS_COUNT = 0',
    terms: loanTerms(months, apr, minimum, limit),
  },
  {
    name: 'Tier B',
    type: 'PRESCREEN',
    rule: 'FICO >= 640 and BANKRUPTCY_COUNT = 0',
    terms: loanTerms(months, apr + 2.5, minimum, Math.round(limit * 0.6)),
  },
];

const APR_DISCLOSURE = 'Pre-approved rates are based on your credit file and may change after a full application.';
const id = (n: number) => `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    id: id(1),
    lender: 'summit-cu',
    name: 'New Auto Loan',
    category: 'AUTO',
    productType: 'New_Auto',
    productClass: 'Secured',
    disclosureSummary: APR_DISCLOSURE,
    tiers: twoTiers([36, 48, 60, 72], 5.49, 5000, 60000),
  },
  {
    id: id(2),
    lender: 'summit-cu',
    name: 'Used Auto Loan',
    category: 'AUTO',
    productType: 'Used_Auto',
    productClass: 'Secured',
    disclosureSummary: APR_DISCLOSURE,
    tiers: twoTiers([36, 48, 60], 5.99, 5000, 45000),
  },
  {
    id: id(3),
    lender: 'summit-cu',
    name: 'Auto Refinance',
    category: 'AUTO',
    productType: 'Auto_Refi',
    productClass: 'Secured',
    rule: 'AUTO_OPEN_COUNT >= 1',
    disclosureSummary: 'Refinance rates depend on the vehicle you confirm. ' + APR_DISCLOSURE,
    tiers: twoTiers([36, 60, 72], 4.99, 5000, 50000),
  },
  {
    id: id(4),
    lender: 'summit-cu',
    name: 'Motorcycle Loan',
    category: 'MOTORCYCLE',
    productType: 'New_Moto',
    productClass: 'Secured',
    disclosureSummary: APR_DISCLOSURE,
    tiers: twoTiers([24, 36, 48], 6.99, 3000, 25000),
  },
  {
    id: id(5),
    lender: 'summit-cu',
    name: 'RV Loan',
    category: 'RECREATIONAL VEHICLES',
    productType: 'New_RV',
    productClass: 'Secured',
    disclosureSummary: APR_DISCLOSURE,
    tiers: twoTiers([84, 120, 180], 7.49, 10000, 150000),
    // Product eligibility (002 §7): all of Colorado, and Cheyenne's county in Wyoming.
    eligibility: [{ state: 'CO' }, { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001'] }] }],
  },
  {
    id: id(6),
    lender: 'summit-cu',
    name: 'Boat Loan',
    category: 'RECREATIONAL VEHICLES',
    productType: 'Used_Boat',
    productClass: 'Secured',
    disclosureSummary: APR_DISCLOSURE,
    tiers: twoTiers([60, 120], 7.99, 8000, 90000),
    // Boats near the Front Range reservoirs: four Colorado counties and Wyoming.
    eligibility: [
      {
        state: 'CO',
        counties: [
          { county: 'Arapahoe', zipcodes: ['80120'] },
          { county: 'Boulder', zipcodes: ['80301', '80302'] },
          { county: 'Denver', zipcodes: ['80202'] },
          { county: 'Jefferson', zipcodes: ['80401'] },
        ],
      },
      { state: 'WY' },
    ],
  },
  {
    id: id(7),
    lender: 'summit-cu',
    name: 'Home Improvement Loan',
    category: 'HOME IMPROVEMENT',
    productType: 'Home_Improvement_Loan',
    productClass: 'Unsecured',
    rule: 'MORTGAGE_OPEN_COUNT >= 1',
    disclosureSummary: 'For repairs and upgrades to the home you own. ' + APR_DISCLOSURE,
    tiers: twoTiers([36, 60, 84], 8.49, 5000, 50000),
  },
  {
    id: id(8),
    lender: 'summit-cu',
    name: 'High-Yield Checking',
    category: 'CHECKING ACCOUNT',
    productType: 'Checking_Account',
    productClass: 'Deposit',
    types: ['HIGH_YIELD_CHECKING', 'NO_MONTHLY_SERVICE_FEES'],
    disclosureSummary:
      'APY accurate as of today; the rate may change after the account is opened. Federally insured by NCUA.',
    tiers: [
      {
        name: 'Members',
        type: 'PRESCREEN',
        rule: 'CHARGE_OFF_COUNT = 0',
        terms: [{ term: 0, apr: '0', apy: '3.10', minimum: '25', limit: '250000' }],
      },
    ],
  },
  {
    id: id(9),
    lender: 'summit-cu',
    name: '12-Month Share Certificate',
    category: 'CD',
    productType: 'Certificate_Deposit',
    productClass: 'Deposit',
    disclosureSummary: 'Early withdrawal penalties apply. Federally insured by NCUA.',
    tiers: [
      {
        name: 'Members',
        type: 'PRESCREEN',
        rule: 'AGE >= 18',
        terms: [{ term: 12, apr: '0', apy: '4.25', minimum: '500', limit: '250000' }],
      },
    ],
  },
  {
    id: id(10),
    lender: 'harbor-bank',
    name: 'Personal Loan',
    category: 'PERSONAL LOANS',
    productType: 'Unsecured_Loan',
    productClass: 'Unsecured',
    disclosureSummary: 'No origination fee. ' + APR_DISCLOSURE,
    tiers: twoTiers([12, 36, 60], 9.99, 1000, 35000),
    redeemLimitCount: 100,
  },
  {
    id: id(11),
    lender: 'harbor-bank',
    name: 'Cash Back Card',
    category: 'CREDIT CARDS',
    productType: 'Unsecured_Credit_Card',
    productClass: 'Unsecured',
    types: ['CASH_BACK', 'NO_ANNUAL_FEES'],
    disclosureSummary: 'Variable APR. No annual fee. Member FDIC.',
    tiers: twoTiers([0], 19.99, 500, 15000),
  },
  {
    id: id(12),
    lender: 'harbor-bank',
    name: 'Rewards Card',
    category: 'CREDIT CARDS',
    productType: 'Unsecured_Credit_Card',
    productClass: 'Unsecured',
    types: ['REWARDS'],
    disclosureSummary: 'Variable APR. $95 annual fee. Member FDIC.',
    tiers: twoTiers([0], 21.49, 1000, 25000),
  },
  {
    id: id(13),
    lender: 'harbor-bank',
    name: 'Home Equity Line of Credit',
    category: 'HOME EQUITY',
    productType: 'HELOC',
    productClass: 'Secured',
    rule: 'MORTGAGE_OPEN_COUNT >= 1',
    disclosureSummary: 'Secured by your home; variable rate. Member FDIC.',
    tiers: twoTiers([0], 8.5, 10000, 150000),
  },
  {
    id: id(14),
    lender: 'harbor-bank',
    name: 'Home Equity Loan',
    category: 'HOME EQUITY',
    productType: 'Home_Equity_Loan',
    productClass: 'Secured',
    rule: 'MORTGAGE_OPEN_COUNT >= 1',
    disclosureSummary: 'Secured by your home. Member FDIC.',
    tiers: twoTiers([120, 180], 7.25, 10000, 200000),
  },
  {
    id: id(15),
    lender: 'harbor-bank',
    name: 'Bonus Checking',
    category: 'CHECKING ACCOUNT',
    productType: 'Checking_Account',
    productClass: 'Deposit',
    types: ['BONUS'],
    disclosureSummary: '$200 bonus after qualifying direct deposits within 90 days. Member FDIC.',
    tiers: [
      {
        name: 'Standard',
        type: 'PRESCREEN',
        rule: 'CHARGE_OFF_COUNT = 0',
        terms: [{ term: 0, apr: '0', apy: '0.50', minimum: '100', limit: '250000' }],
      },
    ],
  },
  {
    id: id(16),
    lender: 'harbor-bank',
    name: '24-Month CD',
    category: 'CD',
    productType: 'Certificate_Deposit',
    productClass: 'Deposit',
    disclosureSummary: 'Early withdrawal penalties apply. Member FDIC.',
    tiers: [
      {
        name: 'Standard',
        type: 'PRESCREEN',
        rule: 'AGE >= 18',
        terms: [{ term: 24, apr: '0', apy: '4.05', minimum: '1000', limit: '250000' }],
      },
    ],
  },
  {
    id: id(17),
    lender: 'bright-lending',
    name: 'Short-Term Loan',
    category: 'SHORT-TERM LOANS',
    productType: 'Short_Term_Loan',
    productClass: 'Unsecured',
    repaymentFrequency: 'PAY_FREQUENCY',
    paymentCalculation: 'SIMPLE_INTEREST',
    disclosureSummary: 'Payments follow your pay schedule. Prequalified offers are subject to a full application.',
    tiers: [
      {
        name: 'Prequalified',
        type: 'PREQUAL',
        rule: 'FICO >= 560 and UC_DERIVED_FIELDS_StatedIncome >= 20000',
        terms: loanTerms([3, 6, 12], 27.9, 300, 3000),
      },
    ],
  },
  {
    id: id(18),
    lender: 'bright-lending',
    name: 'Debt Consolidation Loan',
    category: 'PERSONAL LOANS',
    redirectUrl: 'https://bright-lending.example/apply',
    productType: 'Unsecured_Loan',
    productClass: 'Unsecured',
    disclosureSummary: 'Origination fee up to 4%. ' + APR_DISCLOSURE,
    tiers: twoTiers([24, 36, 60], 11.99, 2000, 40000),
  },
  {
    id: id(19),
    lender: 'bright-lending',
    name: 'Used Auto Loan',
    category: 'AUTO',
    productType: 'Used_Auto',
    productClass: 'Secured',
    disclosureSummary: APR_DISCLOSURE,
    tiers: twoTiers([36, 48, 60, 72], 7.49, 4000, 40000),
  },
  {
    id: id(20),
    lender: 'bright-lending',
    name: 'Balance Transfer Card',
    category: 'CREDIT CARDS',
    productType: 'Unsecured_Credit_Card',
    productClass: 'Unsecured',
    types: ['BALANCE_TRANSFER', 'NO_ANNUAL_FEES'],
    disclosureSummary: '0% intro APR on balance transfers for 15 months, then variable APR. 3% transfer fee.',
    tiers: [
      {
        name: 'Tier A',
        type: 'PRESCREEN',
        rule: 'FICO >= 700',
        terms: [
          {
            term: 0,
            apr: '22.99',
            minimum: '500',
            limit: '12000',
            promotion: { type: 'INTRODUCTORY_APR', apr: '0', term: 15, minimum: '500' },
          },
        ],
      },
    ],
  },
  {
    id: id(21),
    lender: 'bright-lending',
    name: 'Watercraft Loan',
    category: 'RECREATIONAL VEHICLES',
    productType: 'New_Watercraft',
    productClass: 'Secured',
    disclosureSummary: APR_DISCLOSURE,
    tiers: twoTiers([36, 60], 8.99, 5000, 30000),
  },
];
