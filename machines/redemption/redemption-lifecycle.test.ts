import { describe, expect, it } from 'vitest';
import { REDEEM_STATUSES } from '../../domain/catalog/statuses.ts';
import { itIsCatalogued } from '../lifecycle.test-helper.ts';
import { redeemedStatus, redemptionLifecycle, redemptionMoves, redemptionRefusal } from './redemption-lifecycle.ts';

describe('redemptionLifecycle', () => {
  itIsCatalogued(
    redemptionLifecycle,
    REDEEM_STATUSES.filter((s) => s !== 'COMPLETE'),
    {
      states: redemptionMoves.statuses,
      title: 'is catalogued and stores 000 §3 redeem statuses only (COMPLETE, which no move enters, aside)',
    },
  );

  it('redeems CREATED with the documents in, PENDING_DOCUMENTS when they come later (001 §4)', () => {
    expect(redeemedStatus(false)).toBe('CREATED');
    expect(redeemedStatus(true)).toBe('PENDING_DOCUMENTS');
  });

  it('finishes, cancels and expires only a redemption waiting for documents', () => {
    expect(redemptionMoves.move('PENDING_DOCUMENTS', 'DOCUMENTS_RECEIVED')).toEqual({ next: 'CREATED' });
    expect(redemptionMoves.taking('CANCEL')).toEqual(['PENDING_DOCUMENTS']);
    expect(redemptionMoves.target('EXPIRE')).toBe('EXPIRED');
    for (const ended of ['CREATED', 'CANCELLED', 'EXPIRED'] as const)
      expect(redemptionMoves.move(ended, 'CANCEL'), ended).toEqual({ refused: redemptionRefusal(ended, 'CANCEL') });
    expect(redemptionRefusal('CREATED', 'CANCEL')).toBe(
      'This redemption is no longer waiting for documents: it is created.',
    );
  });
});
