import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { InvoiceStatus } from '../../domain/catalog/statuses.ts';
import {
  type AdminInvoiceStatus,
  INVOICE_STATUS_EVENT,
  type InvoiceEventType,
  invoiceLifecycle,
  invoiceMove,
} from '../../machines/billing/invoice-lifecycle.ts';
import { itFollowsEachPath, modelPaths } from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { invoices } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { type ApiLifecycle, replayOnApi } from './lifecycle-replay.test-support.ts';

/**
 * The invoiceLifecycle machine's admin moves replayed on the real server and database (model-based): each generated
 * path starts from a computed DRAFT (the invoices job's outcome, written as the job leaves it); after every step the
 * invoice's GET reports the model's status, and every move the model refuses there is answered 409 with the machine's
 * reason and changes nothing.
 */

const ctx = seededApp({ signIns: ['admin'] });
const { tokens, call } = ctx;
const TARGET_OF = Object.fromEntries(
  Object.entries(INVOICE_STATUS_EVENT).map(([status, event]) => [event, status]),
) as Record<InvoiceEventType, AdminInvoiceStatus>;
const adminEvents = Object.values(INVOICE_STATUS_EVENT).map((type) => ({ type }));
// The admin's part of the machine: from the job's DRAFT on.
const fromDraft = createMachine({ ...invoiceLifecycle.config, initial: 'DRAFT' });
const { edgePaths } = modelPaths(fromDraft, adminEvents);

async function draftInvoice(): Promise<string> {
  const [row] = await ctx.db
    .insert(invoices)
    .values({ fiId: DEMO_LENDERS[0].id, campaignId: DEMO_CAMPAIGNS.current.id, status: 'DRAFT', totalDue: '0.00' })
    .returning({ id: invoices.id });
  return row?.id ?? '';
}

async function send(id: string, event: InvoiceEventType) {
  const response = await call(
    `/api/billing/invoices/${id}/status`,
    authed('PUT', tokens.admin, { status: TARGET_OF[event] }),
  );
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

async function reported(id: string): Promise<string | undefined> {
  const response = await call(`/api/billing/invoices/${id}`, authed('GET', tokens.admin));
  return ((await response.json()) as { status?: string }).status;
}

const invoiceOnApi: ApiLifecycle<InvoiceEventType> = {
  events: Object.values(INVOICE_STATUS_EVENT),
  start: draftInvoice,
  send,
  reported,
  move: (status, event) => invoiceMove(status as InvoiceStatus, TARGET_OF[event]),
};

describe('invoice lifecycle replayed on the API (model-based)', () => {
  it('covers every admin move of the machine', () => {
    const covered = new Set(edgePaths.flatMap((path) => path.steps.map((step) => step.event.type)));
    for (const { type } of adminEvents) expect(covered.has(type), type).toBe(true);
  });

  itFollowsEachPath(edgePaths, (path) => replayOnApi(invoiceOnApi, path));
});
