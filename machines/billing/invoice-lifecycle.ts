import { getNextSnapshot, setup } from 'xstate';
import { BILLING_MESSAGES } from '../../domain/billing/pricing.ts';
import type { InvoiceStatus } from '../../domain/catalog/statuses.ts';

/**
 * The invoices job's outcomes (from NOT_CREATED) and the admin's moves of an issued invoice (002 §3 billing: "status
 * update: OPEN, PAID, UNCOLLECTIBLE, VOID").
 */
export const INVOICE_EVENTS = [
  'GENERATED',
  'NO_REDEEMS_FOUND',
  'PRICING_MISSING',
  'GENERATION_FAILED',
  'ISSUE',
  'PAY',
  'MARK_UNCOLLECTIBLE',
  'VOID',
] as const;
export type InvoiceEventType = (typeof INVOICE_EVENTS)[number];
export type InvoiceLifecycleEvent = { type: InvoiceEventType };

/** The status an admin asks for (PUT …/status) as the machine's event. */
export const INVOICE_STATUS_EVENT = {
  OPEN: 'ISSUE',
  PAID: 'PAY',
  UNCOLLECTIBLE: 'MARK_UNCOLLECTIBLE',
  VOID: 'VOID',
} as const satisfies Partial<Record<InvoiceStatus, InvoiceEventType>>;
export type AdminInvoiceStatus = keyof typeof INVOICE_STATUS_EVENT;

/**
 * An invoice of one lender and campaign (000 §3 invoice statuses). Queued NOT_CREATED; the job computes it into a
 * DRAFT, or ends it NO_REDEEMS / NOT_CONFIGURED / CREATION_ERROR with its error (final: a new invoice is generated
 * instead). The admin issues a draft (OPEN), marks an open invoice PAID or UNCOLLECTIBLE, an uncollectible one PAID
 * after all, and voids any invoice not paid. PAID and VOID are final. Pure: the server resolves the stored status and
 * asks it (invoiceMove); the billing page lists only the moves it takes (invoiceTargets).
 */
export const invoiceLifecycle = setup({
  types: { events: {} as InvoiceLifecycleEvent },
}).createMachine({
  id: 'invoiceLifecycle',
  initial: 'NOT_CREATED',
  states: {
    NOT_CREATED: {
      description: 'Queued: the invoices job has not computed it yet',
      on: {
        GENERATED: { target: 'DRAFT' },
        NO_REDEEMS_FOUND: { target: 'NO_REDEEMS' },
        PRICING_MISSING: { target: 'NOT_CONFIGURED' },
        GENERATION_FAILED: { target: 'CREATION_ERROR' },
      },
    },
    NO_REDEEMS: { type: 'final', description: 'The lender had no billable redeems in the campaign' },
    NOT_CONFIGURED: { type: 'final', description: 'The lender has no pricing model' },
    CREATION_ERROR: { type: 'final', description: 'The job failed; its error says why' },
    DRAFT: {
      description: 'Computed, not yet sent to the lender',
      on: { ISSUE: { target: 'OPEN' }, VOID: { target: 'VOID' } },
    },
    OPEN: {
      description: 'Issued to the lender, awaiting payment',
      on: { PAY: { target: 'PAID' }, MARK_UNCOLLECTIBLE: { target: 'UNCOLLECTIBLE' }, VOID: { target: 'VOID' } },
    },
    UNCOLLECTIBLE: {
      description: 'Issued; the admin does not expect payment',
      on: { PAY: { target: 'PAID' }, VOID: { target: 'VOID' } },
    },
    PAID: { type: 'final' },
    VOID: { type: 'final' },
  },
});

/** The status after `event`, or null when the machine refuses it from the stored status. */
export function nextInvoiceStatus(status: InvoiceStatus, event: InvoiceEventType): InvoiceStatus | null {
  const snapshot = invoiceLifecycle.resolveState({ value: status });
  if (snapshot.status !== 'active' || !snapshot.can({ type: event })) return null;
  return getNextSnapshot(invoiceLifecycle, snapshot, { type: event }).value as InvoiceStatus;
}

/** The machine's answer to an admin's status change: the next status, or why not (the 409's message). */
export function invoiceMove(
  status: InvoiceStatus,
  target: InvoiceStatus,
): { readonly next: InvoiceStatus } | { readonly refused: string } {
  // Only the job sets the other statuses: asking for one is refused like any move the machine does not take.
  const event = (INVOICE_STATUS_EVENT as Partial<Record<InvoiceStatus, InvoiceEventType>>)[target];
  const next = event ? nextInvoiceStatus(status, event) : null;
  return next === null ? { refused: BILLING_MESSAGES.transition(status, target) } : { next };
}

/** The statuses an admin may move the invoice to now (the billing page's buttons). */
export const invoiceTargets = (status: InvoiceStatus): AdminInvoiceStatus[] =>
  (Object.keys(INVOICE_STATUS_EVENT) as AdminInvoiceStatus[]).filter(
    (target) => nextInvoiceStatus(status, INVOICE_STATUS_EVENT[target]) !== null,
  );
