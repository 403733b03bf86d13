import { describe, expect, it } from 'vitest';
import { PASSCODE_MESSAGES } from '../../domain/catalog/identity.ts';
import { expectMovesFrom, itIsCatalogued } from '../lifecycle.test-helper.ts';
import { IDENTITY_CHECK_STATUSES, identityCheckLifecycle, identityCheckMoves } from './identity-check-lifecycle.ts';

describe('identityCheckLifecycle', () => {
  itIsCatalogued(identityCheckLifecycle, IDENTITY_CHECK_STATUSES, { states: identityCheckMoves.statuses });

  it('ends an open check once, each answer into its own end', () => {
    expectMovesFrom(identityCheckMoves, 'PENDING', {
      PASS: 'PASSED',
      FAIL: 'FAILED',
      LOCK_OUT: 'UNVERIFIABLE',
      EXPIRE: 'EXPIRED',
    });
    for (const ended of ['PASSED', 'FAILED', 'UNVERIFIABLE', 'EXPIRED'] as const)
      expect(identityCheckMoves.next(ended, 'EXPIRE'), ended).toBeNull();
  });

  it("refuses an answer to an ended check in the seed's words (001 §8)", () => {
    expect(identityCheckMoves.move('EXPIRED', 'PASS')).toEqual({ refused: PASSCODE_MESSAGES.sessionExpired });
    expect(identityCheckMoves.move('UNVERIFIABLE', 'PASS')).toEqual({ refused: PASSCODE_MESSAGES.lockedOut });
    expect(identityCheckMoves.move('FAILED', 'PASS')).toEqual({ refused: PASSCODE_MESSAGES.maxRetries });
  });
});
