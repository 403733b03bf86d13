import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { redemptionStepsMachine } from './redemption-steps-machine.ts';
import type { JourneySteps, RedemptionStepsInput, RequestedStipulation } from './redemption-types.ts';

/*
 * Issue 28 item 5: a journey opened again continues after the steps the server holds as done; nothing done is asked
 * again. One case per resumable point, the actors answering as the server would.
 */

const NONE: JourneySteps = { application: false, identity: false, licenceScan: false, documents: false };
const calls: string[] = [];
const machine = redemptionStepsMachine.provide({
  actors: {
    startDocumentVerification: fromPromise(async () => {
      calls.push('startDocumentVerification');
      return { sessionId: 'doc-1' };
    }),
    fetchStipulations: fromPromise(async (): Promise<readonly RequestedStipulation[]> => {
      calls.push('fetchStipulations');
      return [{ id: 's1', name: 'Pay stub' }];
    }),
    saveApplication: fromPromise(async (): Promise<unknown> => ({})),
    passcode: fromPromise(async () => ({ outcome: 'passed' as const, message: null })) as never,
  },
});

const open = (steps: Partial<JourneySteps>, input: RedemptionStepsInput = { offerId: 'o1' }) => {
  calls.length = 0;
  return createActor(machine, {
    input: { ...input, progress: [{ offerId: 'o1', steps: { ...NONE, ...steps } }] },
  }).start();
};

describe('redemptionStepsMachine: a journey opened again', () => {
  it.each([
    ['nothing kept', {}, 'splash', false],
    // Identity or a scan of another journey counts only once this offer's journey was started.
    ['identity and scan but no application kept', { identity: true, licenceScan: true }, 'splash', false],
    ['the application kept', { application: true }, 'idverify', false],
    ['identity verified', { application: true, identity: true }, { documentverify: 'scanning' }, true],
    ['the licence scan passed', { application: true, identity: true, licenceScan: true }, { stips: 'uploading' }, true],
    [
      'the documents uploaded',
      { application: true, identity: true, licenceScan: true, documents: true },
      { redeem: 'review' },
      true,
    ],
  ] as [string, Partial<JourneySteps>, unknown, boolean][])(
    '%s: continues at %j',
    async (_, steps, expected, verified) => {
      const actor = open(steps);
      const snapshot = await waitFor(actor, (s) => !s.hasTag('busy') && s.matches(expected as never));
      expect(snapshot.context.identityPassed).toBe(verified);
      // A step already passed is not asked again: no second scan once it passed, no stipulations once they are in.
      if (steps.licenceScan && steps.identity) expect(calls).not.toContain('startDocumentVerification');
      if ('documents' in steps) expect(calls).toEqual([]);
      // Resumed past identity, the steps before it cannot be gone back to (the route guard, as after a passcode).
      if (verified) {
        actor.send({ type: 'xstate.route', to: '#redemptionSteps.application' });
        expect(actor.getSnapshot().matches(expected as never)).toBe(true);
      }
      actor.stop();
    },
  );

  it('identity run out but the licence passed: a passcode again, then no second scan', async () => {
    const actor = open({ application: true, licenceScan: true });
    expect(actor.getSnapshot().value).toBe('idverify');
    const snapshot = await waitFor(actor, (s) => s.matches({ stips: 'uploading' }));
    expect(snapshot.context.identityPassed).toBe(true);
    expect(calls).toEqual(['fetchStipulations']);
    actor.stop();
  });

  it('the steps of another offer do not resume this one', () => {
    calls.length = 0;
    const done = { application: true, identity: true, licenceScan: true, documents: true };
    const actor = createActor(machine, {
      input: { offerId: 'o2', progress: [{ offerId: 'o1', steps: done }] },
    }).start();
    expect(actor.getSnapshot().value).toBe('splash');
    actor.stop();
  });

  it('continuing a pending redemption resumes it where it stands', async () => {
    const actor = open(
      { application: true, identity: true, licenceScan: true },
      { pendingRedemption: { id: 'p1', offerId: 'o1' } },
    );
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'pending.continue' });
    const snapshot = await waitFor(actor, (s) => s.matches({ stips: 'uploading' }));
    expect(snapshot.context).toMatchObject({ offerId: 'o1', identityPassed: true });
    expect(calls).toEqual(['fetchStipulations']);
    actor.stop();
  });
});
