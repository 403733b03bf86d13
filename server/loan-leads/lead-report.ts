import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { loanLeadColumns, selectLeads, toLoanLead } from '../db/queries/loan-leads.ts';
import type { FiScope } from '../db/queries/scope.ts';
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
import { recordOf } from './lead-record-facts.ts';
import { type LeadFacts, type OfferTerm, reportSections, type Section } from './lead-report-sections.ts';

/** The lead's row with what the report adds: the consumer, the redemption's choices and the lender's work. */
function selectLeadRow(db: Executor, params: { fiId: string; redemptionId: string }) {
  return selectLeads(db, {
    ...loanLeadColumns,
    consumerId: consumers.id,
    campaignId: offers.campaignId,
    productId: products.id,
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
}

/** The bureau's answer for the consumer in the campaign the offer came from (its score and address). */
async function bureauOf(db: Executor, consumerId: string, campaignId: string) {
  const [bureau] = await db
    .select({
      attributes: bureauAttributes.attributes,
      state: bureauAttributes.state,
      zipcode: bureauAttributes.zipcode,
    })
    .from(bureauAttributes)
    .where(and(eq(bureauAttributes.consumerId, consumerId), eq(bureauAttributes.campaignId, campaignId)))
    .limit(1);
  return bureau;
}

/** The consumer's latest identity document check (with the licence it read, when it passed). */
async function latestDocumentOf(db: Executor, consumerId: string) {
  const [document] = await db
    .select({
      status: documentSessions.status,
      at: documentSessions.createdAt,
      licenceSealed: documentSessions.licenceSealed,
    })
    .from(documentSessions)
    .where(eq(documentSessions.consumerId, consumerId))
    .orderBy(desc(documentSessions.createdAt))
    .limit(1);
  return document;
}

/** What a report is asked with, besides its lender: the key that opens sealed fields, the lead and the time. */
interface ReportParams {
  readonly key: Buffer;
  readonly redemptionId: string;
  readonly reveal: boolean;
  readonly now: Date;
}

/**
 * Every loan-lead report field of 002 §3, labelled and grouped (lead-report-sections.ts), from the lead's tables.
 * What the platform never collects (census tract, employer, identification number…) is listed with no value, so
 * the lender sees the whole report shape. Sealed personal data is masked unless `reveal`. The scope's lender's lead
 * only (docs/decisions/0505-query-layer.md): another lender's redemption answers null, as none does.
 */
export function leadReport(db: Executor, scope: FiScope, params: ReportParams) {
  return reportOfLender(db, { ...params, fiId: scope.fiId });
}

/**
 * The report for the push job (push.ts attemptLeadPush), unscoped on purpose: a queued job has no signed-in tenant,
 * and `fiId` is the queued lead's own lender, read from loan_leads by the job's lead id. Handlers take leadReport.
 */
export function queuedLeadReport(db: Executor, params: ReportParams & { fiId: string }) {
  return reportOfLender(db, params);
}

async function reportOfLender(db: Executor, params: ReportParams & { fiId: string }) {
  const { key } = params;
  const [found] = await selectLeadRow(db, params);
  if (!found) return null;
  const row = found as typeof found & Record<string, unknown>;
  const lead = toLoanLead(found, params.now);
  const pii = openPii(key, row.pii as string | null);
  const terms = (row.terms ?? []) as OfferTerm[];
  const application = (row.application ?? {}) as Record<string, string>;
  const document = await latestDocumentOf(db, row.consumerId as string);
  const facts: LeadFacts = {
    lead,
    row,
    pii,
    bureau: await bureauOf(db, row.consumerId as string, row.campaignId as string),
    document,
    application,
    chosen: terms.find((t) => t.term === row.term) ?? terms[0],
    record: await recordOf(db, key, {
      lead: {
        loanLeadId: lead.loanLeadId,
        consumerId: row.consumerId as string,
        campaignId: row.campaignId as string,
        fiId: params.fiId,
      },
      application,
      licenceSealed: document?.licenceSealed ?? null,
    }),
  };
  return {
    lead,
    sections: reportSections(facts, params.reveal),
    loanLeadId: lead.loanLeadId,
    pushAttempts: (row.pushAttempts as number | null) ?? 0,
    pushError: (row.pushError as string | null) ?? null,
    offerOf: { consumerId: row.consumerId as string, productId: row.productId as string },
    pii,
  };
}

/** The report flattened (label → value) for the LOS push and the download. */
export const flatReport = (sections: readonly Section[]): Record<string, string | null> =>
  Object.fromEntries(sections.flatMap((section) => section.fields.map((f) => [f.key, f.value])));
