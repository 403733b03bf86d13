import { describe, expect, it } from 'vitest';
import { PURPOSES, SUBCATEGORIES } from '../catalog/categories.ts';
import { OFFER_CATEGORIES, PRODUCT_TYPES } from '../catalog/products.ts';
import {
  countOffersWhere,
  matchesSelection,
  PRODUCT_TRIPLES,
  triplesFor,
  unknownProductTypes,
} from './product-triples.ts';

describe('product triples', () => {
  it('maps Home_Improvement_Loan to both Single Family Detached and Townhouse', () => {
    expect(triplesFor('Home_Improvement_Loan').map((t) => t.subcategory)).toEqual([
      'Single Family Detached',
      'Townhouse',
    ]);
  });

  it('gives every product type at least one triple of known values', () => {
    for (const type of PRODUCT_TYPES) {
      const triples = triplesFor(type);
      expect(triples.length).toBeGreaterThan(0);
      for (const t of triples) {
        expect(OFFER_CATEGORIES).toContain(t.category);
        expect(SUBCATEGORIES).toContain(t.subcategory);
        expect(PURPOSES).toContain(t.purpose);
      }
    }
  });

  it('covers every offer category', () => {
    const categories = new Set(Object.values(PRODUCT_TRIPLES).flatMap((ts) => ts.map((t) => t.category)));
    expect([...categories].sort()).toEqual([...OFFER_CATEGORIES].sort());
  });

  it('gives nothing for an unknown type, including prototype keys', () => {
    expect(triplesFor('Spaceship_Loan')).toEqual([]);
    expect(triplesFor('toString')).toEqual([]);
  });

  it('matches partial selections', () => {
    expect(matchesSelection('Auto_Refi', { category: 'AUTO', purpose: 'Refinance' })).toBe(true);
    expect(matchesSelection('Auto_Refi', { purpose: 'Purchase new' })).toBe(false);
    expect(matchesSelection('Home_Improvement_Loan', { subcategory: 'Townhouse' })).toBe(true);
    expect(matchesSelection('Unknown', {})).toBe(false);
  });
});

describe('countOffersWhere (issue 17)', () => {
  it('counts a home improvement loan once in its category, though it has two triples', () => {
    const offers = [{ productType: 'Home_Improvement_Loan' }, { productType: 'Unsecured_Loan' }];
    expect(countOffersWhere(offers, (t) => t.category === 'HOME_IMPROVEMENT')).toBe(1);
    expect(countOffersWhere(offers, (t) => t.subcategory === 'Townhouse')).toBe(1);
  });
});

describe('unknownProductTypes (001 §3)', () => {
  it('names each product type without triples once', () => {
    expect(unknownProductTypes(['Unsecured_Loan', 'Jet_Ski', 'Jet_Ski', 'constructor'])).toEqual([
      'Jet_Ski',
      'constructor',
    ]);
  });
});
