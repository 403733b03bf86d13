import { describe, expect, it } from 'vitest';
import { PUSH_STATUSES } from '../../domain/loan-leads/loan-leads.ts';
import { expectAnswersOnlyFrom, itIsCatalogued } from '../lifecycle.test-helper.ts';
import { leadPushMoves, loanLeadPush } from './loan-lead-push-lifecycle.ts';

describe('loanLeadPush', () => {
  itIsCatalogued(loanLeadPush, PUSH_STATUSES, { states: leadPushMoves.statuses });

  it('pushes any lead not queued already, again after a delivery or a failure', () => {
    expect(leadPushMoves.taking('PUSH').sort()).toEqual(['FAILED', 'NOT_PUSHED', 'PUSHED']);
    expect(leadPushMoves.target('PUSH')).toBe('QUEUED');
    expect(leadPushMoves.move('QUEUED', 'PUSH')).toEqual({
      refused: 'This lead is already queued for delivery to your loan origination system.',
    });
  });

  it("takes the push job's answers only while queued: retried attempts stay queued", () => {
    expectAnswersOnlyFrom(leadPushMoves, 'QUEUED', {
      DELIVERED: 'PUSHED',
      ATTEMPT_FAILED: 'QUEUED',
      DELIVERY_FAILED: 'FAILED',
    });
  });
});
