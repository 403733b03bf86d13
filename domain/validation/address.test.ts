import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isPoBox, PO_BOX_MESSAGE, streetSchema } from './address.ts';
import { fieldErrors } from './field-errors.ts';

describe('PO box detection', () => {
  it('finds the common spellings', () => {
    for (const text of [
      'PO Box 12',
      'P.O. Box 12',
      'p o box 5',
      'POB 77',
      'Post Office Box 3',
      'Box 44',
      'P.O. Drawer 9',
      'PO BOX #12',
      'POBox 1',
    ]) {
      expect(isPoBox(text), text).toBe(true);
    }
  });

  it('leaves street addresses alone', () => {
    for (const text of ['12 Boxwood Lane', '1 Polo Drive', '9 Post Office Road', '100 Main St', 'Pobrecito Way 4']) {
      expect(isPoBox(text), text).toBe(false);
    }
  });

  it('refuses PO boxes unless the flag relaxes the check', () => {
    expect(fieldErrors(streetSchema(), 'PO Box 12')).toEqual({ '': [PO_BOX_MESSAGE] });
    expect(v.parse(streetSchema({ poBoxAccepted: true }), ' PO Box 12 ')).toBe('PO Box 12');
    expect(fieldErrors(streetSchema(), '  ')).toEqual({ '': ['Street address is required'] });
  });
});
