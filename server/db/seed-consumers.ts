/** Demo consumers: each demonstrates one situation of the marketplace (printed on start, listed in the README). */
export interface DemoConsumer {
  id: string;
  accessCode: string;
  firstName: string;
  lastName: string;
  demonstrates: string;
  campaign: 'current' | 'expired';
  pendingRedemptionId: string | null;
  pii: {
    ssn: string;
    dob: string;
    email: string;
    phone: string;
    street: string;
    city: string;
    county: string;
    state: string;
    zipcode: string;
  };
  attributes: Record<string, number>;
  annualIncome?: string;
  payFrequency?: 'WEEKLY' | 'BI_WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
  /** Stated after offers were generated, then confirmed and re-evaluated (the redacted demo). */
  statedLater?: { annualIncome: string; payFrequency: 'WEEKLY' | 'BI_WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' };
  loans?: {
    productCategory: string;
    lenderName: string;
    estimatedBalance: string;
    apr: string;
    monthlyPayment: string;
    remainingTermMonths: number;
  }[];
}

const STRONG = {
  FICO: 785,
  VANTAGE_SCORE: 770,
  COLLECTIONS_COUNT: 0,
  BANKRUPTCY_COUNT: 0,
  CHARGE_OFF_COUNT: 0,
  AGE: 41,
  AUTO_OPEN_COUNT: 1,
  MORTGAGE_OPEN_COUNT: 1,
};
const FAIR = { ...STRONG, FICO: 668, VANTAGE_SCORE: 655, MORTGAGE_OPEN_COUNT: 0, AUTO_OPEN_COUNT: 0 };
const THIN = { ...FAIR, FICO: 598, VANTAGE_SCORE: 590 };
const id = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const address = (street: string, city: string, county: string, state: string, zipcode: string) => ({
  street,
  city,
  county,
  state,
  zipcode,
});

/** A consumer with strong credit in Denver (offers in most categories) for one path of the redeem journey. */
function journeyConsumer(
  n: number,
  lastName: string,
  firstName: string,
  ssnLastFour: string,
  demonstrates: string,
  pending = false,
): DemoConsumer {
  return {
    id: id(n),
    accessCode: `DEMO-10${String(n).padStart(2, '0')}`,
    firstName,
    lastName,
    demonstrates,
    campaign: 'current',
    pendingRedemptionId: pending ? `50000000-0000-4000-8000-${String(n).padStart(12, '0')}` : null,
    pii: {
      ssn: `5${String(n).padStart(2, '0')}-${String(n).padStart(2, '0')}-${ssnLastFour}`,
      dob: '1986-05-20',
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      phone: `30355501${String(n).padStart(2, '0')}`,
      ...address(`${100 + n} Larimer St`, 'Denver', 'Denver', 'CO', '80202'),
    },
    attributes: STRONG,
    annualIncome: '88000',
    payFrequency: 'BI_WEEKLY',
  };
}

export const DEMO_CONSUMERS: readonly DemoConsumer[] = [
  {
    id: id(1),
    accessCode: 'DEMO-1001',
    firstName: 'Maria',
    lastName: 'Garcia',
    demonstrates: 'offers in every category',
    campaign: 'current',
    pendingRedemptionId: null,
    pii: {
      ssn: '521-44-1234',
      dob: '1984-03-12',
      email: 'maria.garcia@example.com',
      phone: '3035550101',
      ...address('18 Aspen Way', 'Boulder', 'Boulder', 'CO', '80301'),
    },
    attributes: STRONG,
    annualIncome: '96000',
    payFrequency: 'BI_WEEKLY',
    loans: [
      {
        productCategory: 'AUTO',
        lenderName: 'Front Range Motors Credit',
        estimatedBalance: '14250',
        apr: '8.90',
        monthlyPayment: '412.18',
        remainingTermMonths: 38,
      },
    ],
  },
  {
    id: id(2),
    accessCode: 'DEMO-1002',
    firstName: 'James',
    lastName: 'Smith',
    demonstrates: 'short-term loan, income and pay frequency not yet given',
    campaign: 'current',
    pendingRedemptionId: null,
    pii: {
      ssn: '610-22-4411',
      dob: '1993-07-02',
      email: 'james.smith@example.com',
      phone: '5125550102',
      ...address('402 Elm St', 'Austin', 'Travis', 'TX', '78701'),
    },
    attributes: THIN,
  },
  {
    id: id(3),
    accessCode: 'DEMO-1003',
    firstName: 'Aisha',
    lastName: 'Johnson',
    demonstrates: 'a pending redemption (redeem journey)',
    campaign: 'current',
    pendingRedemptionId: '50000000-0000-4000-8000-000000000003',
    pii: {
      ssn: '433-18-0007',
      dob: '1988-11-23',
      email: 'aisha.johnson@example.com',
      phone: '3035550103',
      ...address('77 Pine Ridge Rd', 'Denver', 'Denver', 'CO', '80202'),
    },
    attributes: { ...STRONG, FICO: 731 },
    annualIncome: '72000',
    payFrequency: 'SEMI_MONTHLY',
  },
  {
    id: id(4),
    accessCode: 'DEMO-1004',
    firstName: 'Robert',
    lastName: 'Lee',
    demonstrates: 'auto refinance with a current auto loan',
    campaign: 'current',
    pendingRedemptionId: null,
    pii: {
      ssn: '388-90-5521',
      dob: '1979-01-30',
      email: 'robert.lee@example.com',
      phone: '3075550104',
      ...address('9 Sage Ct', 'Cheyenne', 'Laramie', 'WY', '82001'),
    },
    attributes: { ...FAIR, FICO: 705, AUTO_OPEN_COUNT: 1 },
    annualIncome: '64000',
    payFrequency: 'MONTHLY',
    loans: [
      {
        productCategory: 'AUTO',
        lenderName: 'Prairie Auto Finance',
        estimatedBalance: '18400',
        apr: '11.40',
        monthlyPayment: '486.90',
        remainingTermMonths: 44,
      },
    ],
  },
  {
    id: id(5),
    accessCode: 'DEMO-1005',
    firstName: 'Linda',
    lastName: 'Nguyen',
    demonstrates: 'home improvement for a homeowner',
    campaign: 'current',
    pendingRedemptionId: null,
    pii: {
      ssn: '299-61-3320',
      dob: '1975-05-17',
      email: 'linda.nguyen@example.com',
      phone: '7205550105',
      ...address('1450 Maple Ave', 'Littleton', 'Arapahoe', 'CO', '80120'),
    },
    attributes: { ...FAIR, FICO: 690, MORTGAGE_OPEN_COUNT: 1 },
    annualIncome: '88000',
    payFrequency: 'BI_WEEKLY',
  },
  {
    id: id(6),
    accessCode: 'DEMO-1006',
    firstName: 'Carlos',
    lastName: 'Rivera',
    demonstrates: 'no offers',
    campaign: 'current',
    pendingRedemptionId: null,
    pii: {
      ssn: '512-77-9034',
      dob: '1990-09-09',
      email: 'carlos.rivera@example.com',
      phone: '5055550106',
      ...address('33 Mesa Dr', 'Santa Fe', 'Santa Fe', 'NM', '87501'),
    },
    attributes: {
      FICO: 512,
      VANTAGE_SCORE: 505,
      COLLECTIONS_COUNT: 4,
      BANKRUPTCY_COUNT: 1,
      CHARGE_OFF_COUNT: 2,
      AGE: 17,
    },
  },
  {
    id: id(7),
    accessCode: 'DEMO-1007',
    firstName: 'Emily',
    lastName: 'Clark',
    demonstrates: 'a campaign that has expired',
    campaign: 'expired',
    pendingRedemptionId: null,
    pii: {
      ssn: '477-30-8812',
      dob: '1986-02-14',
      email: 'emily.clark@example.com',
      phone: '3035550107',
      ...address('5 Birch Ln', 'Golden', 'Jefferson', 'CO', '80401'),
    },
    attributes: STRONG,
    annualIncome: '81000',
    payFrequency: 'MONTHLY',
  },
  {
    id: id(8),
    accessCode: 'DEMO-1008',
    firstName: 'David',
    lastName: 'Brown',
    demonstrates: 'a redacted offer: confirmed income below the lender rule',
    campaign: 'current',
    pendingRedemptionId: null,
    pii: {
      ssn: '366-45-2290',
      dob: '1995-12-01',
      email: 'david.brown@example.com',
      phone: '7135550108',
      ...address('2100 Bayou Blvd', 'Houston', 'Harris', 'TX', '77002'),
    },
    attributes: THIN,
    statedLater: { annualIncome: '14000', payFrequency: 'WEEKLY' },
  },
  {
    id: id(9),
    accessCode: 'DEMO-1009',
    firstName: 'Priya',
    lastName: 'Patel',
    demonstrates: 'short-term loan: an income the lenders refuse is not confirmed and can be re-entered',
    campaign: 'current',
    pendingRedemptionId: null,
    pii: {
      ssn: '512-64-3309',
      dob: '1991-04-17',
      email: 'priya.patel@example.com',
      phone: '5125550109',
      ...address('18 Cedar Ct', 'Austin', 'Travis', 'TX', '78702'),
    },
    attributes: THIN,
  },
  // The redeem journey, one consumer per path through it (each SSN's last four picks the sandbox vendor's answer,
  // server/providers/sandbox/test-identities.ts), so trying one path never spoils another.
  journeyConsumer(10, 'Walker', 'Emma', '1010', 'redeem end to end: passcode, licence scan, documents, certificate'),
  journeyConsumer(11, 'Young', 'Noah', '1011', 'identity by knowledge questions instead of a passcode'),
  journeyConsumer(12, 'Hall', 'Olivia', '1012', 'a wrong passcode, then the right one'),
  journeyConsumer(13, 'Allen', 'Liam', '0005', 'every licence scan fails: attempts exceeded'),
  journeyConsumer(14, 'Wright', 'Ava', '1014', 'document uploads refused: wrong type, too large'),
  journeyConsumer(15, 'King', 'Ethan', '1015', 'a pending redemption to continue', true),
  journeyConsumer(16, 'Scott', 'Mia', '1016', '/further: redeem through to the lender'),
  journeyConsumer(17, 'Baker', 'Lucas', '0001', 'identity cannot be verified: 60-minute lock-out'),
  journeyConsumer(18, 'Green', 'Zoe', '1018', 'a pending redemption to replace with another offer', true),
  journeyConsumer(19, 'Adams', 'Leo', '1019', '/further registration (born 1986-05-20, ZIP 80202, SSN ending 1019)'),
  {
    // The only consumer with INQUIRIES_12M on file: the stipulation catalogue spec adds a rule that matches just them.
    ...journeyConsumer(20, 'Turner', 'Ivy', '1020', 'a stipulation the admin adds to the catalogue is asked for'),
    attributes: { ...STRONG, INQUIRIES_12M: 7 },
  },
  journeyConsumer(21, 'Lopez', 'Maya', '0011', "the licence doesn't match the credit file (challenge mismatch)"),
  journeyConsumer(22, 'Hill', 'Owen', '0012', 'the licence was already submitted: the lender follows up, no rescan'),
];
