import { describe, expect, it } from 'vitest';
import { indexPages, matchTemplate, pageForPath, unknownPaths } from './catalogue.ts';
import { MARKETPLACE_WORKFLOWS } from './marketplace-definitions.ts';

describe('workflow catalogue', () => {
  it('gives a page without a sequence the previous one plus 0.001 (001 §9)', () => {
    const pages = indexPages([{ path: '/a' }, { path: '/b', sequence: 3.1 }, { path: '/c' }, { path: '/d' }]);
    expect([...pages.values()].map((page) => page.sequence)).toEqual([0.001, 3.1, 3.101, 3.102]);
  });

  it('refuses an index that lists a path twice', () => {
    expect(() => indexPages([{ path: '/a' }, { path: '/a' }])).toThrow('Workflow index lists /a twice');
  });

  it('matches templates segment by segment and prefers literal segments', () => {
    expect(matchTemplate('/marketplace/:productCategory', '/marketplace/auto')).toEqual({ productCategory: 'auto' });
    expect(matchTemplate('/marketplace/:productCategory', '/marketplace/auto/x')).toBeNull();
    const pages = indexPages(MARKETPLACE_WORKFLOWS['consumer-marketplace']?.index ?? []);
    expect(pageForPath(pages, '/marketplace/offers')?.page.path).toBe('/marketplace/offers');
    expect(pageForPath(pages, '/marketplace/auto')?.page.path).toBe('/marketplace/:productCategory');
    expect(pageForPath(pages, '/marketplace/short-term-loans/income')?.page.path).toBe(
      '/marketplace/:productCategory/income',
    );
    expect(pageForPath(pages, '/nowhere')).toBeUndefined();
  });

  it('the served definitions name only pages they index, and use the seed sequence numbers', () => {
    for (const definition of Object.values(MARKETPLACE_WORKFLOWS)) {
      expect(unknownPaths(definition)).toEqual([]);
      const sequences = [...indexPages(definition.index).values()].map((page) => page.sequence);
      expect(sequences).toEqual(expect.arrayContaining([3.1, 3.2, 3.21, 3.22, 3.23, 4.1]));
    }
  });

  it('reports a definition naming a page it does not index', () => {
    const base = MARKETPLACE_WORKFLOWS['consumer-marketplace'];
    if (!base) throw new Error('missing');
    expect(unknownPaths({ ...base, next: { ...base.next, '/marketplace': '/typo' } })).toEqual(['/typo']);
  });
});
