import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lists modified, added and deleted leaves by dotted path', () => {
    expect(
      auditDiff(
        { name: 'A', zip: '1', city: 'X', nested: { on: true } },
        { name: 'B', zip: '1', state: 'CO', nested: { on: false } },
      ),
    ).toEqual([
      { path: 'name', type: 'modified', oldValue: 'A', newValue: 'B' },
      { path: 'city', type: 'deleted', oldValue: 'X' },
      { path: 'nested.on', type: 'modified', oldValue: true, newValue: false },
      { path: 'state', type: 'added', newValue: 'CO' },
    ]);
  });

  it('treats a creation and a deletion as one change of the whole value', () => {
    expect(auditDiff(null, { id: 'b1' })).toEqual([{ path: '$', type: 'added', newValue: { id: 'b1' } }]);
    expect(auditDiff({ id: 'b1' }, null)).toEqual([{ path: '$', type: 'deleted', oldValue: { id: 'b1' } }]);
  });

  it('matches list rows by id, so reordering is no change and a removed row is deleted', () => {
    const a = { id: 'a', name: 'A' };
    const b = { id: 'b', name: 'B' };
    expect(auditDiff([a, b], [b, a])).toEqual([]);
    expect(auditDiff([a, b], [b])).toEqual([{ path: '[id=a]', type: 'deleted', oldValue: a }]);
    expect(auditDiff(['x', 'y'], ['x', 'z'])).toEqual([
      { path: '[1]', type: 'modified', oldValue: 'y', newValue: 'z' },
    ]);
  });

  it('finds no change between equal values', () => {
    expect(auditDiff({ a: [1, 2], b: { c: 'd' } }, { a: [1, 2], b: { c: 'd' } })).toEqual([]);
  });
});
