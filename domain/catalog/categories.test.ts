import { describe, expect, it } from 'vitest';
import { CONSOLE_PRODUCT_CATEGORIES, PURPOSES, SUBCATEGORIES } from './categories.ts';

describe('categories', () => {
  it('lists the twelve subcategories of 001 §3 in order', () => {
    expect(SUBCATEGORIES).toHaveLength(12);
    expect(SUBCATEGORIES[0]).toBe('Automobile');
    expect(SUBCATEGORIES).toContain('Single Family Detached');
    expect(SUBCATEGORIES.at(-1)).toBe('Non lending');
  });

  it('lists the six purposes', () => {
    expect(PURPOSES).toEqual(['Purchase new', 'Purchase used', 'Refinance', 'Loan', 'Line of Credit', 'Non lending']);
  });

  it('keeps console category names verbatim', () => {
    expect(CONSOLE_PRODUCT_CATEGORIES).toContain('SHORT-TERM LOANS');
    expect(new Set(CONSOLE_PRODUCT_CATEGORIES).size).toBe(10);
  });
});
