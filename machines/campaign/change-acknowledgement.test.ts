import { describe, expect, it } from 'vitest';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import {
  createHarness,
  expectReaches,
  itFollowsEachPath,
  type ModelEvent,
  modelPaths,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { acknowledgementInput, changeAcknowledgementChecks } from './change-acknowledgement.checks.test-support.ts';
import { type ChangeAcknowledgementContext, changeAcknowledgementMachine } from './change-acknowledgement.ts';

const input = acknowledgementInput;
const events: ModelEvent[] = [
  { type: 'ack.acknowledge' },
  { type: 'ack.reject' },
  { type: 'ack.type', text: 'acknowledge' },
  { type: 'ack.type', text: 'nope' },
  { type: 'ack.confirm' },
  { type: 'ack.back' },
  { type: 'xstate.done.actor.submitDecision', output: {} },
  {
    type: 'xstate.error.actor.submitDecision',
    error: { message: 'This acknowledgement request is already cancelled.' },
  },
];
const { paths, edgePaths } = modelPaths(changeAcknowledgementMachine, events, input);

describe('changeAcknowledgementMachine (model-based)', () => {
  it('reaches every state', () => {
    expectReaches(paths, ['reviewing', 'confirming', 'submitting', 'decided']);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(changeAcknowledgementMachine, ['submitDecision'], { input });
    await replayPath(h, path, (snapshot, event) => {
      const context = snapshot.context as ChangeAcknowledgementContext;
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'));
      // Nothing is submitted without the typed word.
      if (snapshot.matches('submitting')) {
        expect(context.typed.trim().toUpperCase()).toBe('ACKNOWLEDGE');
        expect(h.calls.submitDecision?.at(-1)).toEqual({
          acknowledgementId: 'a1',
          decision: context.decision,
          confirmation: context.typed,
        });
      }
      if (event.type === 'ack.confirm' && snapshot.matches('confirming')) {
        expect(context.error).toBe('Type ACKNOWLEDGE to confirm');
      }
      if (event.type === 'xstate.error.actor.submitDecision') {
        expect(context.error).toBe('This acknowledgement request is already cancelled.');
      }
      if (event.type === 'ack.reject') expect(context.decision).toBe('reject');
      if (event.type === 'ack.back') expect(context).toMatchObject({ decision: null, typed: '' });
    });
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('changeAcknowledgementMachine', () => {
  itPassesChecks(changeAcknowledgementChecks);
});
