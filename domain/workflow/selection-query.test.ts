import { describe, expect, it } from 'vitest';
import { fillTemplate, selectionFromParams, selectionFromQuery } from './selection-query.ts';

describe('selection from the URL (001 §4)', () => {
  it('accepts category, subcategory and purpose only when they match the enumerations', () => {
    expect(selectionFromQuery({ category: 'AUTO', subcategory: 'Automobile', purpose: 'Refinance' })).toEqual({
      category: 'AUTO',
      subcategory: 'Automobile',
      purpose: 'Refinance',
    });
    expect(selectionFromQuery({ category: 'YACHTS', purpose: 'steal' })).toEqual({});
  });
  it('uses the first value of an array', () => {
    expect(selectionFromQuery({ category: ['CD', 'AUTO'] })).toEqual({ category: 'CD' });
    expect(selectionFromQuery({ category: ['nope', 'AUTO'] })).toEqual({});
  });
  it('reads path slugs and writes them back', () => {
    const selection = selectionFromParams({
      productCategory: 'recreational-vehicles',
      productSubcategory: 'boat',
      productPurpose: 'purchase-new',
    });
    expect(selection).toEqual({ category: 'RECREATIONAL_VEHICLES', subcategory: 'Boat', purpose: 'Purchase new' });
    expect(
      fillTemplate('/marketplace/:productCategory/:productSubcategory/:productPurpose', {
        selection,
        offerId: null,
        errorCode: null,
      }),
    ).toBe('/marketplace/recreational-vehicles/boat/purchase-new');
  });
});
