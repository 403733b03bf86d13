import { setup } from 'xstate';
import { BILLING_MESSAGES } from '../../domain/billing/pricing.ts';
import type { InvoiceStatus } from '../../domain/catalog/statuses.ts';
import { ended, moves } from '../lifecycle-config.ts';
import { type StatusMoves, statusMoves } from '../status-moves.ts';

/** The invoices job's outcomes, from NOT_CREATED. */
const JOB_EVENTS = ['GENERATED', 'NO_REDEEMS_FOUND', 'PRICING_MISSING', 'GENERATION_FAILED'] as const;

/**
 * The status an admin asks for (PUT …/status) as the machine's event: the admin's moves of an issued invoice (002 §3
 * billing: "status update: OPEN, PAID, UNCOLLECTIBLE, VOID").
 */
export const INVOICE_STATUS_EVENT = {
  OPEN: 'ISSUE',
  PAID: 'PAY',
  UNCOLLECTIBLE: 'MARK_UNCOLLECTIBLE',
  VOID: 'VOID',
} as const satisfies Partial<Record<InvoiceStatus, string>>;

export const INVOICE_EVENTS = [...JOB_EVENTS, ...Object.values(INVOICE_STATUS_EVENT)];
export type InvoiceEventType = (typeof INVOICE_EVENTS)[number];
export type InvoiceLifecycleEvent = { type: InvoiceEventType };
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
      on: moves({
        GENERATED: 'DRAFT',
        NO_REDEEMS_FOUND: 'NO_REDEEMS',
        PRICING_MISSING: 'NOT_CONFIGURED',
        GENERATION_FAILED: 'CREATION_ERROR',
      }),
    },
    NO_REDEEMS: ended('The lender had no billable redeems in the campaign'),
    NOT_CONFIGURED: ended('The lender has no pricing model'),
    CREATION_ERROR: ended('The job failed; its error says why'),
    DRAFT: { description: 'Computed, not yet sent to the lender', on: moves({ ISSUE: 'OPEN', VOID: 'VOID' }) },
    OPEN: {
      description: 'Issued to the lender, awaiting payment',
      on: moves({ PAY: 'PAID', MARK_UNCOLLECTIBLE: 'UNCOLLECTIBLE', VOID: 'VOID' }),
    },
    UNCOLLECTIBLE: {
      description: 'Issued; the admin does not expect payment',
      on: moves({ PAY: 'PAID', VOID: 'VOID' }),
    },
    PAID: { type: 'final' },
    VOID: { type: 'final' },
  },
});

// Worded as the status change the event makes: the admin asks for a status (PUT …/status), not an event.
const invoiceMoves: StatusMoves<InvoiceStatus, InvoiceEventType> = statusMoves(invoiceLifecycle, (status, event) =>
  BILLING_MESSAGES.transition(status, invoiceMoves.target(event)),
);

/** The status after `event`, or null when the machine refuses it from the stored status. */
export const nextInvoiceStatus = invoiceMoves.next;

/** The machine's answer to an admin's status change: the next status, or why not (the 409's message). */
export function invoiceMove(
  status: InvoiceStatus,
  target: InvoiceStatus,
): { readonly next: InvoiceStatus } | { readonly refused: string } {
  // Only the job sets the other statuses: asking for one is refused like any move the machine does not take.
  const event = (INVOICE_STATUS_EVENT as Partial<Record<InvoiceStatus, InvoiceEventType>>)[target];
  return event ? invoiceMoves.move(status, event) : { refused: BILLING_MESSAGES.transition(status, target) };
}

/** The statuses an admin may move the invoice to now (the billing page's buttons). */
export const invoiceTargets = (status: InvoiceStatus): AdminInvoiceStatus[] =>
  (Object.keys(INVOICE_STATUS_EVENT) as AdminInvoiceStatus[]).filter(
    (target) => nextInvoiceStatus(status, INVOICE_STATUS_EVENT[target]) !== null,
  );
