import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.ts';

describe('greeting', () => {
  it('greets the person by first name', () => {
    expect(greeting('Dana')).toBe('Hello Dana,');
    expect(greeting('  Dana ')).toBe('Hello Dana,');
  });

  it('stays general without a name, never falling back to a username', () => {
    for (const missing of [null, undefined, '', '  ']) expect(greeting(missing)).toBe('Hello,');
  });
});
