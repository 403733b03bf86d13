import { setup } from 'xstate';
import type { PushStatus } from '../../domain/loan-leads/loan-leads.ts';
import { moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** The lender's push, and the push job's answers from the LOS: delivered, a failed attempt retried, the last failed. */
export const LEAD_PUSH_EVENTS = ['PUSH', 'DELIVERED', 'ATTEMPT_FAILED', 'DELIVERY_FAILED'] as const;
export type LeadPushEventType = (typeof LEAD_PUSH_EVENTS)[number];

/** Ours (the seed words none): why a push is refused (409), or a job's answer not taken. */
export const leadPushRefusal = (status: PushStatus, event: LeadPushEventType) =>
  event === 'PUSH'
    ? 'This lead is already queued for delivery to your loan origination system.'
    : `A lead ${status.toLowerCase().replaceAll('_', ' ')} takes no ${event}.`;

/**
 * A loan lead's delivery to the lender's loan origination system (002 §3 "push lead", decision 0429). The lender pushes
 * a lead not queued (never pushed, pushed before, or failed): QUEUED to the integration chosen then; the push job
 * delivers it (PUSHED), or a failed attempt leaves it QUEUED for the next retry, and the last failed attempt ends it
 * FAILED (the lender's failure notice mailed). A lead already queued is not pushed twice. Pure: the server asks it
 * through leadPushMoves; the job's UPDATE is conditional on the statuses its answer leaves.
 */
export const loanLeadPush = setup({
  types: { events: {} as { type: LeadPushEventType } },
}).createMachine({
  id: 'loanLeadPush',
  initial: 'NOT_PUSHED',
  states: {
    NOT_PUSHED: { description: 'Never pushed', on: moves({ PUSH: 'QUEUED' }) },
    QUEUED: {
      description: 'Waiting for the push job, or between its retries',
      on: moves({ DELIVERED: 'PUSHED', ATTEMPT_FAILED: 'QUEUED', DELIVERY_FAILED: 'FAILED' }),
    },
    PUSHED: { description: 'The LOS accepted it (its reference kept)', on: moves({ PUSH: 'QUEUED' }) },
    FAILED: { description: 'Every attempt failed; the lender was mailed why', on: moves({ PUSH: 'QUEUED' }) },
  },
});

export const leadPushMoves = statusMoves<PushStatus, LeadPushEventType>(loanLeadPush, leadPushRefusal);
