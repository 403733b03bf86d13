import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from '../../domain/catalog/postbacks.ts';
import { itIsCatalogued } from '../lifecycle.test-helper.ts';
import { postbackDeliveryLifecycle, postbackDeliveryMoves } from './postback-delivery-lifecycle.ts';

describe('postbackDeliveryLifecycle', () => {
  itIsCatalogued(postbackDeliveryLifecycle, DELIVERY_STATUSES, { states: postbackDeliveryMoves.statuses });

  it('takes the job’s answers only while pending: a retried attempt stays pending, an ended delivery never moves', () => {
    expect(postbackDeliveryMoves.next('PENDING', 'ACCEPTED')).toBe('DELIVERED');
    expect(postbackDeliveryMoves.next('PENDING', 'ATTEMPT_FAILED')).toBe('PENDING');
    expect(postbackDeliveryMoves.next('PENDING', 'GAVE_UP')).toBe('FAILED');
    for (const event of ['ACCEPTED', 'ATTEMPT_FAILED', 'GAVE_UP'] as const)
      expect(postbackDeliveryMoves.taking(event), event).toEqual(['PENDING']);
  });
});
