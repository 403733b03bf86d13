import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { outlineMachine } from './machine-outline.ts';

describe('outlineMachine', () => {
  it('lists nested states by path and the events used', () => {
    const machine = createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { 'door.open': 'open' } },
        open: {
          initial: 'still',
          on: { 'door.close': 'closed' },
          states: { still: { on: { 'door.swing': 'swinging' } }, swinging: {} },
        },
      },
    });
    expect(outlineMachine(machine)).toEqual({
      states: ['closed', 'open', 'open.still', 'open.swinging'],
      events: ['door.close', 'door.open', 'door.swing'],
    });
  });
});
