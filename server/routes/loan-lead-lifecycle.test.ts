import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect } from 'vitest';
import { LoanLeadDetail } from '../../api/loan-leads.ts';
import {
  FUNDING_EVENT,
  LOAN_LEAD_EVENTS,
  type LoanLeadEventType,
  leadMove,
  loanLeadLifecycle,
  STATUS_EVENT,
  type StoredLead,
} from '../../machines/loan-leads/loan-lead-lifecycle.ts';
import { edgePathsOf, itFollowsEachPath } from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { redeemSummitOffer, type SummitLead } from '../../tests/integration/summit-lead.ts';
import { loanLeads, loanLeadWork, redemptions } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

/**
 * The loanLeadLifecycle machine's generated paths replayed on the real server and database: one lead, put back to
 * NEW/PENDING before each path; the lender's moves are its API calls, the consumer's CANCEL is the consumer's own
 * cancellation of the (pending) redemption. After every step the lead's page reports the model's state, and every
 * lender move the model refuses there is answered 409 with the machine's reason and changes nothing.
 */

const base = `/api/fi/${DEMO_LENDERS[0].number}/loanLeads`;
const ctx = seededApp({ signIns: ['cu-analyst'] });
const { tokens } = ctx;
let lead: SummitLead;
let loanLeadId = '';
let analystId = '';

const edgePaths = edgePathsOf(loanLeadLifecycle, LOAN_LEAD_EVENTS);
const statusFor = Object.fromEntries(Object.entries(STATUS_EVENT).map(([status, event]) => [event, status]));
const fundingFor = Object.fromEntries(Object.entries(FUNDING_EVENT).map(([funding, event]) => [event, funding]));
// The consumer cannot cancel a redemption that is no longer pending (the redemption's 409, not the lead's): checked by
// the model test; the replay checks refusals of the lender's moves.
const LENDER_EVENTS = LOAN_LEAD_EVENTS.filter((event) => event !== 'CANCEL');

beforeAll(async () => {
  lead = await redeemSummitOffer(ctx);
  const [row] = await ctx.db.select().from(loanLeads).where(eq(loanLeads.redemptionId, lead.redemptionId));
  loanLeadId = row?.id ?? '';
  const users = await ctx.db.execute<{ id: string }>(sql`select id from console_users where username = 'cu-analyst'`);
  analystId = users.rows[0]?.id ?? '';
});

/** Back where the model starts: NEW and PENDING, nobody assigned, the redemption complete. */
async function resetLead(): Promise<void> {
  await ctx.db.update(loanLeads).set({ status: 'NEW', fundingStatus: 'PENDING' }).where(eq(loanLeads.id, loanLeadId));
  await ctx.db
    .update(loanLeadWork)
    .set({ assignedUserId: null, assignedAt: null })
    .where(eq(loanLeadWork.loanLeadId, loanLeadId));
  await ctx.db.update(redemptions).set({ status: 'COMPLETE' }).where(eq(redemptions.id, lead.redemptionId));
}

/** The event as the API call that makes it. */
async function send(event: LoanLeadEventType): Promise<{ status: number; body: { message?: string } }> {
  const lender = (path: string, body: unknown) =>
    ctx.call(`${base}/${lead.redemptionId}/${path}`, authed('PUT', tokens['cu-analyst'], body));
  let response: Response;
  if (event === 'ASSIGN') {
    // Who holds the lead is claimLead's rule, outside the status: each ASSIGN is a user taking a free lead.
    await ctx.db.update(loanLeadWork).set({ assignedUserId: null }).where(eq(loanLeadWork.loanLeadId, loanLeadId));
    response = await lender('assignment', { fiUserId: analystId });
  } else if (event === 'CANCEL') {
    // The consumer cancels while the redemption waits for documents.
    await ctx.db.update(redemptions).set({ status: 'PENDING_DOCUMENTS' }).where(eq(redemptions.id, lead.redemptionId));
    response = await ctx.call(
      `/api/consumers/current/redemptions/pending/${lead.redemptionId}`,
      jsonRequest('DELETE', undefined, lead.consumerJwt),
    );
  } else if (statusFor[event]) response = await lender('status', { status: statusFor[event] });
  else response = await lender('funding', { fundingStatus: fundingFor[event] });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** What the lead's page reports, in the model's shape. */
async function reported(): Promise<{ status: string; funding: string }> {
  const response = await ctx.call(`${base}/${lead.redemptionId}`, authed('GET', tokens['cu-analyst']));
  const detail = v.parse(LoanLeadDetail, await response.json());
  return { status: detail.lead.status, funding: detail.lead.fundingStatus };
}

const storedOf = (value: unknown): StoredLead => {
  const { status, funding } = value as { status: StoredLead['status']; funding: StoredLead['fundingStatus'] };
  return { status, fundingStatus: funding };
};
/** A 409 with the machine's reason for refusing `event` from the model's state. */
const refusedWith = (value: unknown, event: LoanLeadEventType) => {
  const move = leadMove(storedOf(value), event);
  return { status: 409, body: expect.objectContaining({ message: 'refused' in move ? move.refused : '(taken)' }) };
};

describe('loan lead lifecycle replayed on the API (model-based)', () => {
  itFollowsEachPath(edgePaths, async (path) => {
    await resetLead();
    expect(await reported()).toEqual(path.steps[0]?.state.value);
    for (let index = 1; index < path.steps.length; index++) {
      const previous = path.steps[index - 1]?.state;
      const step = path.steps[index];
      if (!previous || !step) continue;
      const event = step.event.type as LoanLeadEventType;
      const answer = await send(event);
      // Refused or not as the model (the generated snapshot) says; the message is the server machine's reason.
      if (previous.can(step.event)) expect(answer.status, `${event}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      else if (event !== 'CANCEL') expect(answer).toEqual(refusedWith(previous.value, event));
      expect(await reported()).toEqual(step.state.value);
      for (const refused of LENDER_EVENTS.filter((candidate) => !step.state.can({ type: candidate }))) {
        expect(await send(refused), refused).toEqual(refusedWith(step.state.value, refused));
        expect(await reported()).toEqual(step.state.value);
      }
    }
  });
});
