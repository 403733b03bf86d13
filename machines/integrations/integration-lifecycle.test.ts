import { describe, expect, it } from 'vitest';
import { INTEGRATION_STATUSES } from '../../domain/validation/integration.ts';
import { INTEGRATION_STATUS_EVENT, integrationMoves, integrationStatusChoices } from './integration-lifecycle.ts';

describe('integrationLifecycle', () => {
  it('moves forward only (skipping is forward, staying too), never back', () => {
    for (const [i, from] of INTEGRATION_STATUSES.entries())
      for (const [j, to] of INTEGRATION_STATUSES.entries())
        expect(integrationMoves.next(from, INTEGRATION_STATUS_EVENT[to]), `${from} → ${to}`).toBe(j >= i ? to : null);
  });

  it("refuses a revert in the seed's words, and the form offers the statuses ahead", () => {
    expect(integrationMoves.move('ACTIVE', 'MARK_PENDING')).toEqual({
      refused: 'Integration status cannot be reverted (it is ACTIVE)',
    });
    expect(integrationStatusChoices('TESTED')).toEqual(['TESTED', 'ACTIVE']);
    expect(integrationMoves.taking('MARK_TESTED')).toEqual(['PENDING', 'TESTED']);
  });
});
