import { describe, it } from 'vitest';
import { DELIVERY_STATUSES } from '../../domain/catalog/postbacks.ts';
import { expectAnswersOnlyFrom, itIsCatalogued } from '../lifecycle.test-helper.ts';
import { postbackDeliveryLifecycle, postbackDeliveryMoves } from './postback-delivery-lifecycle.ts';

describe('postbackDeliveryLifecycle', () => {
  itIsCatalogued(postbackDeliveryLifecycle, DELIVERY_STATUSES, { states: postbackDeliveryMoves.statuses });

  it('takes the job’s answers only while pending: a retried attempt stays pending, an ended delivery never moves', () => {
    expectAnswersOnlyFrom(postbackDeliveryMoves, 'PENDING', {
      ACCEPTED: 'DELIVERED',
      ATTEMPT_FAILED: 'PENDING',
      GAVE_UP: 'FAILED',
    });
  });
});
