import { describe, expect, it } from 'vitest';
import { fillTemplate, selectionFromParams, selectionFromQuery, urlFor, urlKey } from './selection-query.ts';

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

describe('router URLs', () => {
  const state = (selection: object) => ({ selection, offerId: null, errorCode: null });
  it('the offers page carries the selection as slugs in the query; pages with level segments do not', () => {
    expect(urlFor('/marketplace/offers', state({ category: 'PERSONAL_LOANS', subcategory: 'Unsecured' }))).toEqual({
      path: '/marketplace/offers',
      search: { category: 'personal-loans', subcategory: 'unsecured' },
    });
    expect(urlFor('/marketplace/:productCategory', state({ category: 'CD' }))).toEqual({
      path: '/marketplace/cd',
      search: {},
    });
  });
  it('a URL key keeps only the selection parameters, first values, in a fixed order', () => {
    expect(urlKey('/marketplace/offers', { purpose: 'loan', utm: 'x', category: ['cd', 'auto'] })).toBe(
      '/marketplace/offers?category=cd&purpose=loan',
    );
    expect(urlKey('/marketplace', {})).toBe('/marketplace');
  });
});
