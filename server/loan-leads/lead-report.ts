import { and, desc, eq } from 'drizzle-orm';
import type { LeadField, LoanLeadDetail } from '../../api/loan-leads.ts';
import type { DisplayKind } from '../../domain/format/display.ts';
import { maskValue } from '../../domain/loan-leads/loan-leads.ts';
import type { Executor } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { loanLeadColumns, selectLeads, toLoanLead } from '../db/queries/loan-leads.ts';
import {
  bureauAttributes,
  consumers,
  documentSessions,
  loanLeads,
  loanLeadWork,
  offers,
  products,
  redemptions,
} from '../db/schema/index.ts';

type Section = LoanLeadDetail['sections'][number];

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

/**
 * Every loan-lead report field of 002 §3, labelled and grouped, from the lead's tables. What the platform never
 * collects (census tract, employer, identification number…) is listed with no value, so the lender sees the whole
 * report shape. Sealed personal data (SSN, date of birth, e-mail, phone, address) is masked unless `reveal`.
 */
export async function leadReport(
  db: Executor,
  key: Buffer,
  params: { fiId: string; redemptionId: string; reveal: boolean; now: Date },
) {
  const [row] = await selectLeads(db, {
    ...loanLeadColumns,
    consumerId: consumers.id,
    campaignId: offers.campaignId,
    pii: consumers.pii,
    annualIncome: consumers.annualIncome,
    annualHouseholdIncome: consumers.annualHouseholdIncome,
    payFrequency: consumers.payFrequency,
    term: redemptions.term,
    addOns: redemptions.addOns,
    application: redemptions.application,
    terms: offers.terms,
    paymentCalculation: products.paymentCalculation,
    transactionId: loanLeadWork.transactionId,
    apr: loanLeadWork.apr,
    monthlyPayment: loanLeadWork.monthlyPayment,
    notes: loanLeadWork.notes,
    pushAttempts: loanLeadWork.pushAttempts,
    pushError: loanLeadWork.pushError,
    losReference: loanLeadWork.losReference,
  })
    .where(and(eq(loanLeads.redemptionId, params.redemptionId), eq(loanLeads.fiId, params.fiId)))
    .limit(1);
  if (!row) return null;
  const r = row as typeof row & Record<string, unknown>;
  const lead = toLoanLead(row, params.now);
  const pii = openPii(key, r.pii as string | null);
  const [bureau] = await db
    .select({
      attributes: bureauAttributes.attributes,
      state: bureauAttributes.state,
      zipcode: bureauAttributes.zipcode,
    })
    .from(bureauAttributes)
    .where(
      and(
        eq(bureauAttributes.consumerId, r.consumerId as string),
        eq(bureauAttributes.campaignId, r.campaignId as string),
      ),
    )
    .limit(1);
  const [docs] = await db
    .select({ status: documentSessions.status, at: documentSessions.createdAt })
    .from(documentSessions)
    .where(eq(documentSessions.consumerId, r.consumerId as string))
    .orderBy(desc(documentSessions.createdAt))
    .limit(1);
  const application = (r.application ?? {}) as Record<string, string>;
  const terms = (r.terms ?? []) as {
    term: number;
    apr: string;
    limit: string;
    minimum: string;
    apy?: string;
    promotion?: { apr: string; term: number; minimum: string };
  }[];
  const chosen = terms.find((t) => t.term === r.term) ?? terms[0];
  const text = (value: unknown): string | null =>
    value === null || value === undefined || value === '' ? null : String(value);
  const sealed = (keyName: string, label: string, value: string | undefined): LeadField => ({
    key: keyName,
    label,
    value: params.reveal ? (value ?? null) : maskValue(value),
    sealed: true,
  });
  const field = (keyName: string, label: string, value: unknown): LeadField => ({
    key: keyName,
    label,
    value: text(value),
    ...(FIELD_DISPLAY[keyName] ? { display: FIELD_DISPLAY[keyName] } : {}),
  });
  const address = [pii.street, pii.city, pii.state, pii.zipcode].filter(Boolean).join(', ');
  const score = bureau?.attributes.VANTAGE_SCORE ?? bureau?.attributes.FICO;
  const sections: Section[] = [
    {
      title: 'Lead',
      fields: [
        field('redeemType', 'Redeem type', lead.redeemType),
        field('parentRedemption', 'Parent redemption', lead.redeemType === 'ADD_ON' ? lead.id : null),
        field('transactionId', 'Transaction ID', r.transactionId),
        field('loanNumber', 'Loan number', lead.loanNumber),
        field('dateAccepted', 'Date accepted', lead.dateAccepted),
        field('status', 'Status', lead.status),
        field('redeemStatus', 'Redeem status', lead.redeemStatus),
        field('fundingStatus', 'Funding status', lead.fundingStatus),
        field('merchantReferenceNumber', 'Merchant reference number', application.salesOrderNumber),
        field('losReference', 'LOS reference', r.losReference),
        field('notes', 'Notes', r.notes),
      ],
    },
    {
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
        field('individualAnnualIncome', 'Individual annual income', r.annualIncome),
        field('householdAnnualIncome', 'Household annual income', r.annualHouseholdIncome),
        field('payFrequency', 'Pay frequency', r.payFrequency),
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
    },
    {
      title: 'Application',
      fields: [
        field('communicationPreference', 'Communication preference', application.contactPreference),
        field('identificationType', 'Identification type', application.idType),
        field('identificationNumber', 'Identification number', null),
        field('identificationIssueDate', 'Issue date', null),
        field('identificationIssuedState', 'Issued state', null),
        field('identificationExpirationDate', 'Expiration date', null),
        field('documentVerificationStatus', 'Document verification status', docs?.status),
        field(
          'documentVerificationImages',
          'Images and errors (time, code, reason)',
          docs ? docs.at.toISOString() : null,
        ),
        field('propertyType', 'Property type', application.propertyType),
        field('vehicle', 'Vehicle', null),
        field('vehicleMileage', 'Vehicle mileage', null),
      ],
    },
    {
      title: 'Product',
      fields: [
        field('productName', 'Product name', lead.productName),
        field('productCategory', 'Product category', lead.productCategoryId),
        field('amountRequested', 'Amount requested', lead.amount),
        field('purposeType', 'Purpose type', null),
        field('selectedTerm', 'Selected term', r.term),
        field('apr', 'APR', r.apr ?? chosen?.apr),
        field('adjustedApr', 'Adjusted APR', r.apr ?? chosen?.apr),
        field('promoTerm', 'Promo term', chosen?.promotion?.term),
        field('promoApr', 'Promo APR', chosen?.promotion?.apr),
        field('promoMinimum', 'Promo minimum', chosen?.promotion?.minimum),
        field('appliedRateDiscount', 'Applied rate discount', null),
        field('rateDiscount', 'Rate discount', null),
        field('addOnIds', 'Add-on IDs', ((r.addOns ?? []) as string[]).join(', ')),
        field('apy', 'APY', chosen?.apy),
        field('minimumDeposit', 'Minimum deposit', chosen?.apy ? chosen.minimum : null),
        field('limit', 'Limit', chosen?.limit),
        field('paymentCalculation', 'Payment calculation', r.paymentCalculation ?? 'AMORTIZED'),
        field('estimatedPayment', 'Estimated payment', r.monthlyPayment),
        field('estimatedPromoPayment', 'Estimated promo payment', null),
        field('estimatedPaymentAfterPromo', 'Estimated payment after promo', null),
      ],
    },
  ];
  return {
    lead,
    sections,
    loanLeadId: lead.loanLeadId,
    pushAttempts: (r.pushAttempts as number | null) ?? 0,
    pushError: (r.pushError as string | null) ?? null,
    pii,
  };
}

/** The report flattened (label → value) for the LOS push and the download. */
export const flatReport = (sections: readonly Section[]): Record<string, string | null> =>
  Object.fromEntries(sections.flatMap((section) => section.fields.map((f) => [f.key, f.value])));
