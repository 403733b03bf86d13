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

const refusedWith = (status: unknown, event: InvoiceEventType) => {
  const move = invoiceMove(status as InvoiceStatus, TARGET_OF[event]);
  return { status: 409, body: expect.objectContaining({ message: 'refused' in move ? move.refused : '(taken)' }) };
};

describe('invoice lifecycle replayed on the API (model-based)', () => {
  it('covers every admin move of the machine', () => {
    const covered = new Set(edgePaths.flatMap((path) => path.steps.map((step) => step.event.type)));
    for (const { type } of adminEvents) expect(covered.has(type), type).toBe(true);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const id = await draftInvoice();
    expect(await reported(id)).toBe(path.steps[0]?.state.value);
    for (let index = 1; index < path.steps.length; index++) {
      const previous = path.steps[index - 1]?.state;
      const step = path.steps[index];
      if (!previous || !step) continue;
      const event = step.event.type as InvoiceEventType;
      const answer = await send(id, event);
      if (previous.can(step.event)) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      else expect(answer).toEqual(refusedWith(previous.value, event));
      expect(await reported(id)).toBe(step.state.value);
      const refusedHere = adminEvents.filter((e) => step.state.status !== 'active' || !step.state.can(e));
      for (const refused of refusedHere) {
        expect(await send(id, refused.type), refused.type).toEqual(refusedWith(step.state.value, refused.type));
        expect(await reported(id)).toBe(step.state.value);
      }
    }
  });
});
