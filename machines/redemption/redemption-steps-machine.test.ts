import { describe, expect, it } from 'vitest';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from './model-based.test-helper.ts';
import {
  REDEMPTION_ACTORS,
  redemptionEvents,
  redemptionInput,
  redemptionStepsChecks,
} from './redemption-steps-machine.checks.test-support.ts';
import { redemptionStepsMachine } from './redemption-steps-machine.ts';
import type { RedemptionStepsContext } from './redemption-types.ts';

const ACTORS = REDEMPTION_ACTORS;
const input = redemptionInput;
const { paths, edgePaths } = modelPaths(redemptionStepsMachine, redemptionEvents, input);

const BUSY = [
  'replacingPending',
  'savingApplication',
  { documentverify: 'starting' },
  { documentprocessing: 'polling' },
  'loadingStipulations',
  { stips: 'sendingUploadLink' },
  { redeem: 'submitting' },
  'redirecting',
] as const;

describe('redemptionStepsMachine (model-based)', () => {
  it('gives every screen state a route', () => {
    const routeless = paths
      .filter((path) => !path.state.hasTag('busy') && path.state.value !== 'entering')
      .filter((path) => Object.keys(path.state.getMeta()).length === 0)
      .map((path) => JSON.stringify(path.state.value));
    expect(routeless).toEqual([]);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(redemptionStepsMachine, ACTORS, { input });
    await replayPath(h, path, (snapshot, event, previous) => {
      const context = snapshot.context as RedemptionStepsContext;
      expect(snapshot.hasTag('busy')).toBe(BUSY.some((state) => snapshot.matches(state)));
      // Routing moves only between the steps before identity verification.
      if (event.type === 'xstate.route' && context.identityPassed) expect(snapshot.value).toEqual(previous.value);
      if (snapshot.matches('documentverify') || snapshot.matches('documentprocessing'))
        expect(context.identityPassed).toBe(true);
      if (snapshot.matches({ redeem: 'submitting' }))
        expect(h.calls.redeemOffer?.at(-1)).toEqual({
          offerId: context.offerId,
          pendingRedemptionId: context.pendingRedemption?.id ?? null,
        });
      if (snapshot.matches({ stips: 'sendingUploadLink' }))
        expect(h.calls.sendUploadLink?.at(-1)).toEqual({ offerId: context.offerId });
      if (snapshot.matches({ documentprocessing: 'attemptsExceeded' })) expect(context.documentAttempts).toBe(2);
      // A final answer of the vendor (already submitted) offers no other scan.
      const before = previous.context as RedemptionStepsContext;
      if (event.type === 'redeem.retry' && previous.matches({ documentprocessing: 'failed' }))
        expect(snapshot.matches('documentverify')).toBe(before.documentStatus !== 'already_submitted');
      if (snapshot.matches({ redeem: 'rateChanged' })) expect(context.error?.code).toBe('RATE_CHANGED');
      if (snapshot.matches('alreadyRedeemed')) expect(context.error?.code).toBe('OFFER_ALREADY_REDEEMED');
      if (event.type === 'pending.continue') {
        expect(context.offerId).toBe(before.identityPassed ? before.offerId : 'o0');
        // o0's identity was verified before: continuing it asks for no passcode again.
        if (!before.identityPassed) expect(snapshot.matches({ documentverify: 'starting' })).toBe(true);
      }
      if (snapshot.matches('savingApplication'))
        expect(h.calls.saveApplication?.at(-1)).toEqual({ offerId: context.offerId });
      if (event.type === 'xstate.error.actor.saveApplication') {
        expect(snapshot.value).toBe('application');
        expect(context.error?.code).toBe('VALIDATION_FAILED');
      }
      if (event.type === 'xstate.done.actor.cancelPendingRedemption') {
        expect(h.calls.cancelPendingRedemption?.at(-1)).toMatchObject({ offerId: context.offerId });
        expect(context.pendingRedemption).toBeNull();
      }
    });
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514); the resume cases are among them.
describe('redemptionStepsMachine', () => {
  itPassesChecks(redemptionStepsChecks);
});

describe('redemptionStepsMachine: the vendor’s final licence answer', () => {
  it('offers no other scan once the licence was already submitted', async () => {
    const path = paths.find(
      (candidate) =>
        candidate.state.matches({ documentprocessing: 'failed' }) &&
        (candidate.state.context as RedemptionStepsContext).documentStatus === 'already_submitted',
    );
    expect(path).toBeDefined();
    if (!path) return;
    const h = createHarness(redemptionStepsMachine, ACTORS, { input });
    await replayPath(h, { ...path, steps: [...path.steps, { state: path.state, event: { type: 'redeem.retry' } }] });
  });
});
