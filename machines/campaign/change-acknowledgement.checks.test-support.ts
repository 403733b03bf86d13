import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { changeAcknowledgementMachine } from './change-acknowledgement.ts';

export const acknowledgementInput = { acknowledgementId: 'a1' };

/** The machine with a recording submitDecision, started. */
function started(chart: typeof changeAcknowledgementMachine) {
  const sent: unknown[] = [];
  const machine = chart.provide({
    actors: {
      submitDecision: fromPromise(async ({ input }) => {
        sent.push(input);
        return {};
      }),
    },
  });
  return { sent, actor: createActor(machine, { input: acknowledgementInput }).start() };
}

/** A change is decided only once the word is typed (the console's confirmation), asked of whichever machine. */
export const changeAcknowledgementChecks = defineChecks(changeAcknowledgementMachine, {
  'submits nothing while the typed word is wrong': (chart) => {
    const { sent, actor } = started(chart);
    actor.send({ type: 'ack.acknowledge' });
    actor.send({ type: 'ack.type', text: 'nope' });
    actor.send({ type: 'ack.confirm' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Type ACKNOWLEDGE to confirm');
    expect(sent).toEqual([]);
    actor.stop();
  },
  'rejects a change once the word is typed, and stops there': async (chart) => {
    const { sent, actor } = started(chart);
    actor.send({ type: 'ack.reject' });
    actor.send({ type: 'ack.type', text: ' Acknowledge ' });
    actor.send({ type: 'ack.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([{ acknowledgementId: 'a1', decision: 'reject', confirmation: ' Acknowledge ' }]);
  },
});
