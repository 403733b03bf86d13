import { and, eq } from 'drizzle-orm';
import { computeInvoice, INVOICE_ERRORS, type InvoiceComputation } from '../../domain/billing/pricing.ts';
import type { InvoiceStatus } from '../../domain/catalog/statuses.ts';
import { type InvoiceEventType, nextInvoiceStatus } from '../../machines/billing/invoice-lifecycle.ts';
import type { Db } from '../db/pool.ts';
import { billableRedeems, findPricingForInvoiceJob } from '../db/queries/billing.ts';
import { invoices } from '../db/schema/index.ts';

/** The pg-boss job of one invoice (queue QUEUES.invoices). */
export interface InvoiceJob {
  readonly invoiceId: string;
}
export type InvoiceOutcome = 'DRAFT' | 'NO_REDEEMS' | 'NOT_CONFIGURED' | 'CREATION_ERROR' | 'skipped' | 'missing';

/** The job's outcome as the invoice machine's event (machines/billing/invoice-lifecycle.ts). */
const OUTCOME_EVENT = {
  DRAFT: 'GENERATED',
  NO_REDEEMS: 'NO_REDEEMS_FOUND',
  NOT_CONFIGURED: 'PRICING_MISSING',
  CREATION_ERROR: 'GENERATION_FAILED',
} as const satisfies Record<Exclude<InvoiceOutcome, 'skipped' | 'missing'>, InvoiceEventType>;

/** Days from generation to the due date (our decision: 30). */
export const INVOICE_DUE_DAYS = 30;

/**
 * The `invoices` job: computes a NOT_CREATED invoice from the lender's pricing model and its billable redeems in the
 * campaign, and sets it DRAFT with its lines and totals, or NO_REDEEMS / NOT_CONFIGURED / CREATION_ERROR with the
 * error (code, message). Rerunning a computed invoice does nothing (a pg-boss retry).
 */
export async function runInvoiceJob(db: Db, invoiceId: string, now = new Date()): Promise<InvoiceOutcome> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return 'missing';
  const from = invoice.status as InvoiceStatus;
  // Only an invoice the machine lets the job compute (a queued one): a pg-boss retry of a computed one does nothing.
  if (nextInvoiceStatus(from, 'GENERATED') === null) return 'skipped';
  let result: InvoiceComputation;
  let pricing = null;
  try {
    pricing = await findPricingForInvoiceJob(db, { fiId: invoice.fiId });
    result = computeInvoice(pricing, await billableRedeems(db, invoice.fiId, invoice.campaignId));
  } catch {
    result = { ok: false, status: 'CREATION_ERROR', error: INVOICE_ERRORS.failed };
  }
  const due = new Date(now.getTime() + INVOICE_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const common = { generatedAt: now, updatedAt: now, model: pricing?.model ?? null, pricing };
  const status = nextInvoiceStatus(from, OUTCOME_EVENT[result.ok ? 'DRAFT' : result.status]);
  if (status === null) return 'skipped';
  // Written only if still in the status it was read in: a second worker of the same job (a re-queued crash) loses.
  const unchanged = and(eq(invoices.id, invoiceId), eq(invoices.status, from));
  if (result.ok) {
    await db
      .update(invoices)
      .set({
        ...common,
        status,
        lines: result.lines,
        totalRedeems: result.totalRedeems,
        totalDue: result.totalDue,
        dueDate: due,
        errors: [],
      })
      .where(unchanged);
    return 'DRAFT';
  }
  await db
    .update(invoices)
    .set({ ...common, status, errors: [result.error], lines: [], totalDue: null })
    .where(unchanged);
  return result.status;
}
