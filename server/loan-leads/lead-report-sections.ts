import type { LeadField, LoanLeadDetail } from '../../api/loan-leads.ts';
import type { DisplayKind } from '../../domain/format/display.ts';
import { maskValue } from '../../domain/loan-leads/loan-leads.ts';
import type { ConsumerPii } from '../db/queries/consumer-pii.ts';
import type { toLoanLead } from '../db/queries/loan-leads.ts';

/*
 * The loan-lead report's sections (002 §3 loan-lead report fields), labelled and grouped as the lender reads them.
 * Every field of the report is listed, with no value where the platform never collects it.
 */

export type Section = LoanLeadDetail['sections'][number];

export interface OfferTerm {
  term: number;
  apr: string;
  limit: string;
  minimum: string;
  apy?: string;
  promotion?: { apr: string; term: number; minimum: string };
}

/** What the report is made of, read by lead-report.ts. */
export interface LeadFacts {
  lead: ReturnType<typeof toLoanLead>;
  /** The lead's joined columns; the report shows them as text, so they are read loosely. */
  row: Record<string, unknown>;
  pii: ConsumerPii;
  bureau: { attributes: Partial<Record<string, number>>; state: string | null; zipcode: string | null } | undefined;
  document: { status: string; at: Date } | undefined;
  application: Record<string, string>;
  /** The offer's term the consumer redeemed, else its first. */
  chosen: OfferTerm | undefined;
}

type SealedField = (keyName: string, label: string, value: string | undefined) => LeadField;

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The fields the screen formats: the values stay raw (the CSV download carries them so), the page prints them. */
const FIELD_DISPLAY: Readonly<Record<string, DisplayKind>> = {
  dateAccepted: 'dateTime',
  documentVerificationImages: 'dateTime',
  redeemType: 'label',
  status: 'label',
  redeemStatus: 'label',
  fundingStatus: 'label',
  payFrequency: 'label',
  occupancyType: 'label',
  occupancyStatus: 'label',
  paymentCalculation: 'label',
  documentVerificationStatus: 'label',
  communicationPreference: 'label',
  identificationType: 'label',
  individualAnnualIncome: 'money',
  householdAnnualIncome: 'money',
  amountRequested: 'money',
  promoMinimum: 'money',
  minimumDeposit: 'money',
  limit: 'money',
  estimatedPayment: 'money',
  apr: 'percent',
  adjustedApr: 'percent',
  promoApr: 'percent',
  apy: 'percent',
};

const field = (keyName: string, label: string, value: unknown): LeadField => ({
  key: keyName,
  label,
  value: text(value),
  ...(FIELD_DISPLAY[keyName] ? { display: FIELD_DISPLAY[keyName] } : {}),
});

/** The lead and its work: status, references, notes. */
function leadSection({ lead, row, application }: LeadFacts): Section {
  return {
    title: 'Lead',
    fields: [
      field('redeemType', 'Redeem type', lead.redeemType),
      field('parentRedemption', 'Parent redemption', lead.redeemType === 'ADD_ON' ? lead.id : null),
      field('transactionId', 'Transaction ID', row.transactionId),
      field('loanNumber', 'Loan number', lead.loanNumber),
      field('dateAccepted', 'Date accepted', lead.dateAccepted),
      field('status', 'Status', lead.status),
      field('redeemStatus', 'Redeem status', lead.redeemStatus),
      field('fundingStatus', 'Funding status', lead.fundingStatus),
      field('merchantReferenceNumber', 'Merchant reference number', application.salesOrderNumber),
      field('losReference', 'LOS reference', row.losReference),
      field('notes', 'Notes', row.notes),
    ],
  };
}

/** Who the consumer is; sealed fields are masked unless revealed. Fields the platform never collects have no value. */
function consumerSection({ lead, row, pii, bureau, application }: LeadFacts, sealed: SealedField): Section {
  const address = [pii.street, pii.city, pii.state, pii.zipcode].filter(Boolean).join(', ');
  const score = bureau?.attributes.VANTAGE_SCORE ?? bureau?.attributes.FICO;
  return {
    title: 'Consumer',
    fields: [
      field('name', 'Name', `${lead.consumerFirstName} ${lead.consumerLastName}`),
      sealed('email', 'Email', pii.email),
      sealed('dateOfBirth', 'Date of birth', pii.dob),
      sealed('ssn', 'SSN', pii.ssn),
      sealed('phone', 'Phone number', pii.phone),
      sealed('address', 'Address', address || undefined),
      field('tuAddress', 'TU address', bureau ? [bureau.state, bureau.zipcode].filter(Boolean).join(' ') : null),
      field('censusTrackId', 'Census track ID', null),
      field('cdfiInvestmentArea', 'CDFI investment area', null),
      field('creditScore', 'Credit score', score),
      field('mla', 'MLA', null),
      field('branch', 'Branch', null),
      field('individualAnnualIncome', 'Individual annual income', row.annualIncome),
      field('householdAnnualIncome', 'Household annual income', row.annualHouseholdIncome),
      field('payFrequency', 'Pay frequency', row.payFrequency),
      field('occupation', 'Occupation', null),
      field('employmentStatus', 'Employment status', null),
      field('employer', 'Employer', null),
      field('employerAddress', 'Employer address', null),
      field('employmentDuration', 'Employment duration', null),
      field('occupancyType', 'Occupancy type', application.occupancy),
      field('occupancyMonthlyPayment', 'Occupancy monthly payment', null),
      field('occupancyStatus', 'Occupancy status', application.occupancy),
      field('occupancyDuration', 'Occupancy duration', null),
    ],
  };
}

/** What the consumer answered in the application and the identity document check. */
function applicationSection({ application, document }: LeadFacts): Section {
  return {
    title: 'Application',
    fields: [
      field('communicationPreference', 'Communication preference', application.contactPreference),
      field('identificationType', 'Identification type', application.idType),
      field('identificationNumber', 'Identification number', null),
      field('identificationIssueDate', 'Issue date', null),
      field('identificationIssuedState', 'Issued state', null),
      field('identificationExpirationDate', 'Expiration date', null),
      field('documentVerificationStatus', 'Document verification status', document?.status),
      field(
        'documentVerificationImages',
        'Images and errors (time, code, reason)',
        document ? document.at.toISOString() : null,
      ),
      field('propertyType', 'Property type', application.propertyType),
      field('vehicle', 'Vehicle', null),
      field('vehicleMileage', 'Vehicle mileage', null),
    ],
  };
}

/** The product and the terms chosen; the APR the lender set on the lead, else the offer's. */
function productSection({ lead, row, chosen }: LeadFacts): Section {
  return {
    title: 'Product',
    fields: [
      field('productName', 'Product name', lead.productName),
      field('productCategory', 'Product category', lead.productCategoryId),
      field('amountRequested', 'Amount requested', lead.amount),
      field('purposeType', 'Purpose type', null),
      field('selectedTerm', 'Selected term', row.term),
      field('apr', 'APR', row.apr ?? chosen?.apr),
      field('adjustedApr', 'Adjusted APR', row.apr ?? chosen?.apr),
      field('promoTerm', 'Promo term', chosen?.promotion?.term),
      field('promoApr', 'Promo APR', chosen?.promotion?.apr),
      field('promoMinimum', 'Promo minimum', chosen?.promotion?.minimum),
      field('appliedRateDiscount', 'Applied rate discount', null),
      field('rateDiscount', 'Rate discount', null),
      field('addOnIds', 'Add-on IDs', ((row.addOns ?? []) as string[]).join(', ')),
      field('apy', 'APY', chosen?.apy),
      field('minimumDeposit', 'Minimum deposit', chosen?.apy ? chosen.minimum : null),
      field('limit', 'Limit', chosen?.limit),
      field('paymentCalculation', 'Payment calculation', row.paymentCalculation ?? 'AMORTIZED'),
      field('estimatedPayment', 'Estimated payment', row.monthlyPayment),
      field('estimatedPromoPayment', 'Estimated promo payment', null),
      field('estimatedPaymentAfterPromo', 'Estimated payment after promo', null),
    ],
  };
}

/** The report's sections; sealed personal data (SSN, date of birth, e-mail, phone, address) masked unless `reveal`. */
export function reportSections(facts: LeadFacts, reveal: boolean): Section[] {
  const sealed: SealedField = (keyName, label, value) => ({
    key: keyName,
    label,
    value: reveal ? (value ?? null) : maskValue(value),
    sealed: true,
  });
  return [leadSection(facts), consumerSection(facts, sealed), applicationSection(facts), productSection(facts)];
}
