import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

describe('the app’s Chakra system', () => {
  it('styles the Tabs of the lender enrollment page (they rendered as run-together plain text without the recipe)', () => {
    const tabs = system.getSlotRecipe('tabs');
    expect(tabs).toBeDefined();
    expect(tabs?.slots).toEqual(expect.arrayContaining(['root', 'list', 'trigger', 'content']));
  });
});
