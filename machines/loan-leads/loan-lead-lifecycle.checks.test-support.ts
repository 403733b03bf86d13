import { expect } from 'vitest';
import { getNextSnapshot } from 'xstate';
import { FUNDING_STATUSES, type FundingStatus } from '../../domain/catalog/statuses.ts';
import type { LeadStatus } from '../../domain/loan-leads/loan-leads.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type LoanLeadEventType, loanLeadLifecycle, type StoredLead } from './loan-lead-lifecycle.ts';

type Chart = typeof loanLeadLifecycle;

/** The columns after `event` as the chart given decides it from the stored ones (null: refused). */
function moveOn(chart: Chart, stored: StoredLead, event: LoanLeadEventType): StoredLead | null {
  const snapshot = chart.resolveState({
    value: { status: stored.status, funding: stored.fundingStatus },
    context: { cancelled: stored.status === 'CANCELLED' },
  });
  if (!snapshot.can({ type: event })) return null;
  const next = getNextSnapshot(chart, snapshot, { type: event }).value as {
    status: LeadStatus;
    funding: FundingStatus;
  };
  return { status: next.status, fundingStatus: next.funding };
}

const lead = (status: LeadStatus, fundingStatus: FundingStatus = 'PENDING'): StoredLead => ({ status, fundingStatus });

/**
 * The funding moves a lender may make (000 §3 funding statuses PENDING, FUNDED, UNABLE_TO_FUND; ADR 0513): a pending
 * loan is funded or found unable to fund; an unable one may still be funded or go back to pending; a funded one stays
 * funded (the embedder was told offer.funded).
 */
const FUNDING_MOVES: Record<FundingStatus, Partial<Record<LoanLeadEventType, FundingStatus>>> = {
  PENDING: { FUND: 'FUNDED', MARK_UNABLE_TO_FUND: 'UNABLE_TO_FUND' },
  UNABLE_TO_FUND: { FUND: 'FUNDED', MARK_FUNDING_PENDING: 'PENDING' },
  FUNDED: {},
};
const FUNDING_EVENTS: LoanLeadEventType[] = ['FUND', 'MARK_UNABLE_TO_FUND', 'MARK_FUNDING_PENDING'];

/** A loan lead's statuses and funding statuses, asked of whichever machine is given (the server's oracle). */
export const loanLeadLifecycleChecks = defineChecks(loanLeadLifecycle, {
  'the consumer cancels a lead in any status but cancelled, its funding kept': (chart) => {
    for (const status of ['NEW', 'IN_PROGRESS', 'PROCESSED'] as const)
      for (const funding of FUNDING_STATUSES)
        expect(moveOn(chart, lead(status, funding), 'CANCEL')).toEqual(lead('CANCELLED', funding));
    for (const funding of FUNDING_STATUSES) expect(moveOn(chart, lead('CANCELLED', funding), 'CANCEL')).toBeNull();
  },

  'funding moves as the seed’s funding statuses allow while the lead is not cancelled, and none after': (chart) => {
    for (const status of ['NEW', 'IN_PROGRESS', 'PROCESSED', 'CANCELLED'] as const)
      for (const funding of FUNDING_STATUSES)
        for (const event of FUNDING_EVENTS) {
          const to = status === 'CANCELLED' ? undefined : FUNDING_MOVES[funding][event];
          expect(moveOn(chart, lead(status, funding), event), `${status}/${funding} ${event}`).toEqual(
            to === undefined ? null : lead(status, to),
          );
        }
  },

  'work status: assignment starts a new lead, a processed one reopens, nothing goes back to new': (chart) => {
    expect(moveOn(chart, lead('NEW'), 'ASSIGN')).toEqual(lead('IN_PROGRESS'));
    expect(moveOn(chart, lead('NEW'), 'MARK_PROCESSED')).toEqual(lead('PROCESSED'));
    expect(moveOn(chart, lead('IN_PROGRESS'), 'MARK_PROCESSED')).toEqual(lead('PROCESSED'));
    expect(moveOn(chart, lead('PROCESSED'), 'START_WORK')).toEqual(lead('IN_PROGRESS'));
    for (const status of ['NEW', 'IN_PROGRESS', 'PROCESSED', 'CANCELLED'] as const)
      expect(moveOn(chart, lead(status), 'MARK_NEW')).toBeNull();
  },
});
