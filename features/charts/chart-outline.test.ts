import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { describeMachine } from '../../machines/catalog.ts';
import { statePaths } from './chart-outline.ts';

describe('statePaths', () => {
  it('lists nested states by path, without the machine id', () => {
    const machine = createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { 'door.open': 'open' } },
        open: { initial: 'still', on: { 'door.close': 'closed' }, states: { still: {}, swinging: {} } },
      },
    });
    expect(statePaths(describeMachine(machine))).toEqual(['closed', 'open', 'open.still', 'open.swinging']);
  });
});
