import { describe, expect, it } from 'vitest';
import { FUNDING_STATUSES, type FundingStatus } from '../../domain/catalog/statuses.ts';
import { LEAD_STATUSES, type LeadStatus } from '../../domain/loan-leads/loan-leads.ts';
import { machineCatalog } from '../catalog.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { expectReachesExactly, itFollowsEachPath, modelPaths } from '../redemption/model-based.test-helper.ts';
import { loanLeadLifecycleChecks } from './loan-lead-lifecycle.checks.test-support.ts';
import {
  LOAN_LEAD_EVENTS,
  type LoanLeadEventType,
  leadChoices,
  leadMove,
  leadStatusAfter,
  leadStatusesTaking,
  loanLeadLifecycle,
  nextLeadState,
  type StoredLead,
} from './loan-lead-lifecycle.ts';

const events = LOAN_LEAD_EVENTS.map((type) => ({ type }));
const { paths, edgePaths } = modelPaths(loanLeadLifecycle, events);
const storedOf = (value: unknown): StoredLead => {
  const { status, funding } = value as { status: LeadStatus; funding: FundingStatus };
  return { status, fundingStatus: funding };
};

describe('loanLeadLifecycle (model-based)', () => {
  it('reaches every status with every funding status', () => {
    const expected = LEAD_STATUSES.flatMap((status) => FUNDING_STATUSES.map((funding) => ({ status, funding })));
    expectReachesExactly(paths, expected);
  });

  itFollowsEachPath(edgePaths, (path) => {
    // Every step the graph takes is the move the server computes from the stored columns alone (a refused event
    // leaves the model where it was).
    for (let index = 1; index < path.steps.length; index++) {
      const before = storedOf(path.steps[index - 1]?.state.value);
      const step = path.steps[index];
      if (!step) continue;
      expect(nextLeadState(before, step.event.type as LoanLeadEventType) ?? before).toEqual(storedOf(step.state.value));
    }
  });

  it('is in the catalogue', () => {
    expect(machineCatalog.some((entry) => entry.id === 'loanLeadLifecycle')).toBe(true);
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514); the server replay
// (server/routes/loan-lead-lifecycle.test.ts) checks the routes against the machine.
describe('loanLeadLifecycle', () => {
  itPassesChecks(loanLeadLifecycleChecks);
});

describe('loanLeadLifecycle moves and reasons', () => {
  const lead = (status: LeadStatus, fundingStatus: FundingStatus = 'PENDING') => ({ status, fundingStatus });

  it('assignment starts a new lead and leaves a started or processed one as it is', () => {
    expect(leadMove(lead('NEW'), 'ASSIGN')).toEqual({ next: lead('IN_PROGRESS') });
    expect(leadMove(lead('IN_PROGRESS'), 'ASSIGN')).toEqual({ next: lead('IN_PROGRESS') });
    expect(leadMove(lead('PROCESSED'), 'ASSIGN')).toEqual({ next: lead('PROCESSED') });
  });

  it('never goes back to new; a processed lead reopens; asking for the stored status is refused', () => {
    expect(leadMove(lead('IN_PROGRESS'), 'MARK_NEW')).toEqual({
      refused: 'Work on this loan lead has started; it cannot go back to new.',
    });
    expect(leadMove(lead('NEW'), 'MARK_NEW')).toEqual({ refused: 'This loan lead is already new.' });
    expect(leadMove(lead('PROCESSED'), 'START_WORK')).toEqual({ next: lead('IN_PROGRESS') });
    expect(leadMove(lead('PROCESSED'), 'MARK_PROCESSED')).toEqual({ refused: 'This loan lead is already processed.' });
  });

  it('a cancelled lead takes nothing, funding included', () => {
    for (const event of LOAN_LEAD_EVENTS) {
      expect(leadMove(lead('CANCELLED'), event)).toEqual({ refused: 'The consumer cancelled this redemption.' });
    }
  });

  it('funding: FUNDED stays; UNABLE_TO_FUND may still fund or go back to pending', () => {
    expect(leadMove(lead('NEW', 'FUNDED'), 'MARK_FUNDING_PENDING')).toEqual({
      refused: 'This loan is funded; its funding status cannot change.',
    });
    expect(leadMove(lead('NEW', 'UNABLE_TO_FUND'), 'FUND')).toEqual({ next: lead('NEW', 'FUNDED') });
    expect(leadMove(lead('NEW', 'UNABLE_TO_FUND'), 'MARK_FUNDING_PENDING')).toEqual({ next: lead('NEW') });
    expect(leadMove(lead('NEW'), 'MARK_FUNDING_PENDING')).toEqual({
      refused: 'The funding status is already pending.',
    });
  });

  it('the consumer cancels from every status but CANCELLED (the conditional SQL)', () => {
    expect(leadStatusesTaking('CANCEL')).toEqual(['NEW', 'IN_PROGRESS', 'PROCESSED']);
  });

  it('the selects list the stored value and the moves the machine takes', () => {
    expect(leadChoices(lead('IN_PROGRESS', 'UNABLE_TO_FUND'))).toEqual({
      status: ['IN_PROGRESS', 'PROCESSED'],
      funding: ['UNABLE_TO_FUND', 'PENDING', 'FUNDED'],
    });
    expect(leadChoices(lead('CANCELLED', 'PENDING'))).toEqual({ status: ['CANCELLED'], funding: ['PENDING'] });
  });
});

describe('leadStatusAfter', () => {
  it("answers the consumer's cancellation and a lender's status moves from the machine", () => {
    expect(leadStatusAfter('CANCEL')).toBe('CANCELLED');
    expect(leadStatusAfter('ASSIGN')).toBe('IN_PROGRESS');
    expect(leadStatusAfter('MARK_PROCESSED')).toBe('PROCESSED');
  });
});
