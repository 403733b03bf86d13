import { describe, expect, it } from 'vitest';
import { PURPOSES, SUBCATEGORIES } from '../catalog/categories.ts';
import { OFFER_CATEGORIES } from '../catalog/products.ts';
import { categorySlugs, purposeSlugs, subcategorySlugs } from './slugs.ts';

describe('marketplace URL slugs', () => {
  it('spell each value as lower-case kebab words', () => {
    expect(categorySlugs.slug('RECREATIONAL_VEHICLES')).toBe('recreational-vehicles');
    expect(subcategorySlugs.slug('Single Family Detached')).toBe('single-family-detached');
    expect(purposeSlugs.slug('Purchase new')).toBe('purchase-new');
    expect(categorySlugs.slug('CD')).toBe('cd');
  });

  it('round-trip every enumeration value and accept the value itself', () => {
    for (const value of OFFER_CATEGORIES) {
      expect(categorySlugs.parse(categorySlugs.slug(value))).toBe(value);
      expect(categorySlugs.parse(value)).toBe(value);
    }
    for (const value of SUBCATEGORIES) expect(subcategorySlugs.parse(subcategorySlugs.slug(value))).toBe(value);
    for (const value of PURPOSES) expect(purposeSlugs.parse(purposeSlugs.slug(value))).toBe(value);
  });

  it('give undefined for unknown or missing segments', () => {
    expect(categorySlugs.parse('boats-and-planes')).toBeUndefined();
    expect(purposeSlugs.parse(undefined)).toBeUndefined();
    expect(subcategorySlugs.parse('')).toBeUndefined();
  });
});
