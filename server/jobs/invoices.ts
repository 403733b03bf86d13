import { eq } from 'drizzle-orm';
import { computeInvoice, INVOICE_ERRORS, type InvoiceComputation } from '../../domain/billing/pricing.ts';
import type { Db } from '../db/pool.ts';
import { billableRedeems, findPricing } from '../db/queries/billing.ts';
import { invoices } from '../db/schema/index.ts';

/** The pg-boss job of one invoice (queue QUEUES.invoices). */
export interface InvoiceJob {
  readonly invoiceId: string;
}
export type InvoiceOutcome = 'DRAFT' | 'NO_REDEEMS' | 'NOT_CONFIGURED' | 'CREATION_ERROR' | 'skipped' | 'missing';

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
  if (invoice.status !== 'NOT_CREATED') return 'skipped';
  let result: InvoiceComputation;
  let pricing = null;
  try {
    pricing = await findPricing(db, invoice.fiId);
    result = computeInvoice(pricing, await billableRedeems(db, invoice.fiId, invoice.campaignId));
  } catch {
    result = { ok: false, status: 'CREATION_ERROR', error: INVOICE_ERRORS.failed };
  }
  const due = new Date(now.getTime() + INVOICE_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const common = { generatedAt: now, updatedAt: now, model: pricing?.model ?? null, pricing };
  if (result.ok) {
    await db
      .update(invoices)
      .set({
        ...common,
        status: 'DRAFT',
        lines: result.lines,
        totalRedeems: result.totalRedeems,
        totalDue: result.totalDue,
        dueDate: due,
        errors: [],
      })
      .where(eq(invoices.id, invoiceId));
    return 'DRAFT';
  }
  await db
    .update(invoices)
    .set({ ...common, status: result.status, errors: [result.error], lines: [], totalDue: null })
    .where(eq(invoices.id, invoiceId));
  return result.status;
}
