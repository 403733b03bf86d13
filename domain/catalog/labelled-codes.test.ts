import { describe, expect, it } from 'vitest';
import { labelledCodes } from './labelled-codes.ts';

describe('labelledCodes', () => {
  it('lists the codes in the order the labels were written, and keeps the labels', () => {
    const { codes, labels } = labelledCodes({ ZED: 'Last letter', ALPHA: 'First letter', 'offer.viewed': 'Viewed' });
    expect(codes).toEqual(['ZED', 'ALPHA', 'offer.viewed']);
    expect(labels.ALPHA).toBe('First letter');
  });
});
