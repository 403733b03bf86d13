import type { LeadField, LoanLeadDetail } from '../../api/loan-leads.ts';
import type { DisplayKind } from '../../domain/format/display.ts';
import {
  branchLabel,
  cdfiInvestmentArea,
  mlaLabel,
  monthsLabel,
  promoPayments,
  rateDiscountOf,
  type TermPromotion,
  vehicleLabel,
} from '../../domain/loan-leads/lead-record.ts';
import { maskValue } from '../../domain/loan-leads/loan-leads.ts';
import type { ConsumerPii } from '../db/queries/consumer-pii.ts';
import type { toLoanLead } from '../db/queries/loan-leads.ts';
import type { LeadRecord } from './lead-record-facts.ts';

/*
 * The loan-lead report's sections (002 §3 loan-lead report fields), labelled and grouped as the lender reads them.
 * Every field of the report is listed: captured in the redeem application or the licence scan, or computed
 * (decisions 0700–0703); a field stays empty only where the consumer did not answer (or, employer address, is never
 * asked).
 */

export type Section = LoanLeadDetail['sections'][number];

export interface OfferTerm {
  term: number;
  apr: string;
  limit: string;
  minimum: string;
  apy?: string;
  promotion?: TermPromotion;
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
  /** Computed facts, vehicle, licence and list labels (lead-record-facts.ts). */
  record: LeadRecord;
}

/** A sealed field; `whole` masks all of it (a security answer shows no characters until revealed). */
type SealedField = (keyName: string, label: string, value: string | undefined, whole?: boolean) => LeadField;

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
  estimatedPromoPayment: 'money',
  estimatedPaymentAfterPromo: 'money',
  occupancyMonthlyPayment: 'money',
  identificationIssueDate: 'date',
  identificationExpirationDate: 'date',
  rateDiscount: 'percent',
  appliedRateDiscount: 'percent',
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
function consumerSection({ lead, row, pii, bureau, application, record }: LeadFacts, sealed: SealedField): Section {
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
      field('censusTrackId', 'Census track ID', record.computed.censusTract),
      field('cdfiInvestmentArea', 'CDFI investment area', cdfiInvestmentArea(record.computed.incomeLevel)),
      field('creditScore', 'Credit score', score),
      field('mla', 'MLA', mlaLabel(record.computed.mla)),
      field('branch', 'Branch', branchLabel(record.computed.branch)),
      field('individualAnnualIncome', 'Individual annual income', row.annualIncome),
      field('householdAnnualIncome', 'Household annual income', row.annualHouseholdIncome),
      field('payFrequency', 'Pay frequency', row.payFrequency),
      field('occupation', 'Occupation', application.jobTitle),
      field('employmentStatus', 'Employment status', record.employmentStatus),
      field('employer', 'Employer', application.employer),
      field('employerAddress', 'Employer address', null),
      field('employmentDuration', 'Employment duration', monthsLabel(application.employmentLength)),
      field('selfEmployed', 'Self-employed', application.selfEmployed),
      field('occupancyType', 'Occupancy type', application.occupancy),
      field('occupancyMonthlyPayment', 'Occupancy monthly payment', application.occupancyPayment),
      field('occupancyStatus', 'Occupancy status', application.occupancy),
      field('occupancyDuration', 'Occupancy duration', monthsLabel(application.occupancyDuration)),
      sealed('mothersMaidenName', "Mother's maiden name", record.mothersMaidenName ?? undefined, true),
    ],
  };
}

/** What the consumer answered in the application and the identity document check. */
function applicationSection({ application, document, record }: LeadFacts, sealed: SealedField): Section {
  const { licence, vehicle } = record;
  return {
    title: 'Application',
    fields: [
      field('communicationPreference', 'Communication preference', application.contactPreference),
      field('identificationType', 'Identification type', application.idType),
      sealed('identificationNumber', 'Identification number', licence?.number),
      field('identificationIssueDate', 'Issue date', licence?.issueDate),
      field('identificationIssuedState', 'Issued state', licence?.issuedState),
      field('identificationExpirationDate', 'Expiration date', licence?.expirationDate),
      field('documentVerificationStatus', 'Document verification status', document?.status),
      field(
        'documentVerificationImages',
        'Images and errors (time, code, reason)',
        document ? document.at.toISOString() : null,
      ),
      field('propertyType', 'Property type', application.propertyType),
      field('vehicle', 'Vehicle', vehicleLabel(vehicle)),
      field('vehicleMileage', 'Vehicle mileage', vehicle?.mileage),
    ],
  };
}

/** The product and the terms chosen; the APR the lender set on the lead, else the offer's. */
function productSection({ lead, row, chosen, record }: LeadFacts): Section {
  const discount = rateDiscountOf(chosen?.apr, chosen?.promotion, lead.amount);
  const promo = promoPayments({
    amount: lead.amount,
    apr: (row.apr as string | null) ?? chosen?.apr,
    term: (row.term as number | null) ?? null,
    promotion: chosen?.promotion,
    calculation: row.paymentCalculation as string | null,
  });
  return {
    title: 'Product',
    fields: [
      field('productName', 'Product name', lead.productName),
      field('productCategory', 'Product category', lead.productCategoryId),
      field('amountRequested', 'Amount requested', lead.amount),
      field('purposeType', 'Purpose type', record.purposeType),
      field('selectedTerm', 'Selected term', row.term),
      field('apr', 'APR', row.apr ?? chosen?.apr),
      field('adjustedApr', 'Adjusted APR', row.apr ?? chosen?.apr),
      field('promoTerm', 'Promo term', chosen?.promotion?.term),
      field('promoApr', 'Promo APR', chosen?.promotion?.apr),
      field('promoMinimum', 'Promo minimum', chosen?.promotion?.minimum),
      field('appliedRateDiscount', 'Applied rate discount', discount.appliedRateDiscount),
      field('rateDiscount', 'Rate discount', discount.rateDiscount),
      field('addOnIds', 'Add-on IDs', ((row.addOns ?? []) as string[]).join(', ')),
      field('apy', 'APY', chosen?.apy),
      field('minimumDeposit', 'Minimum deposit', chosen?.apy ? chosen.minimum : null),
      field('limit', 'Limit', chosen?.limit),
      field('paymentCalculation', 'Payment calculation', row.paymentCalculation ?? 'AMORTIZED'),
      field('estimatedPayment', 'Estimated payment', row.monthlyPayment),
      field('estimatedPromoPayment', 'Estimated promo payment', promo.promo),
      field('estimatedPaymentAfterPromo', 'Estimated payment after promo', promo.afterPromo),
    ],
  };
}

/** The report's sections; sealed personal data (SSN, date of birth, e-mail, phone, address) masked unless `reveal`. */
export function reportSections(facts: LeadFacts, reveal: boolean): Section[] {
  const sealed: SealedField = (keyName, label, value, whole) => ({
    key: keyName,
    label,
    value: reveal ? (value ?? null) : whole && value ? '••••••' : maskValue(value),
    sealed: true,
  });
  return [leadSection(facts), consumerSection(facts, sealed), applicationSection(facts, sealed), productSection(facts)];
}

/** The report's shape with no lead: its fields' keys, labels and display kinds (the download's columns). */
export function emptyReportSections(): Section[] {
  const none = {
    lead: {},
    row: {},
    pii: {},
    bureau: undefined,
    document: undefined,
    application: {},
    chosen: undefined,
    record: { computed: { censusTract: null, incomeLevel: null, mla: null, branch: null } },
  } as unknown as LeadFacts;
  return reportSections(none, false);
}
