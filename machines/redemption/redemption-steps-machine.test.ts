import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PASSCODE_MESSAGES } from '../../domain/catalog/identity.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from './model-based.test-helper.ts';
import { redemptionStepsMachine } from './redemption-steps-machine.ts';
import type { RedemptionStepsContext } from './redemption-types.ts';

const apiError = (code: string) => ({ status: 409, code, message: `${code} message` });
const ACTORS = [
  'passcode',
  'documentPolling',
  'stipulationUpload',
  'cancelPendingRedemption',
  'startDocumentVerification',
  'fetchStipulations',
  'sendUploadLink',
  'redeemOffer',
  'redirectToLender',
  'saveApplication',
] as const;
const stipulations = [{ id: 'paystub', name: 'Pay stub' }];

const events: ModelEvent[] = [
  { type: 'redeem.start' },
  { type: 'redeem.next' },
  { type: 'redeem.back' },
  { type: 'redeem.retry' },
  { type: 'redeem.confirm' },
  { type: 'pending.continue' },
  { type: 'pending.replace' },
  { type: 'document.submitted' },
  { type: 'stips.uploadLater' },
  { type: 'xstate.route', to: '#redemptionSteps.splash' },
  { type: 'xstate.route', to: '#redemptionSteps.application' },
  { type: 'xstate.done.actor.cancelPendingRedemption', output: {} },
  { type: 'xstate.error.actor.cancelPendingRedemption', error: apiError('OFFER_REDEEMED_NOTFOUND') },
  { type: 'xstate.done.actor.passcode', output: { outcome: 'passed', message: null } },
  {
    type: 'xstate.done.actor.passcode',
    output: { outcome: 'sessionExpired', message: PASSCODE_MESSAGES.sessionExpired },
  },
  { type: 'xstate.done.actor.passcode', output: { outcome: 'maxRetries', message: PASSCODE_MESSAGES.maxRetries } },
  { type: 'xstate.done.actor.startDocumentVerification', output: { sessionId: 'doc-1' } },
  { type: 'xstate.error.actor.startDocumentVerification', error: apiError('INTERNAL_ERROR') },
  { type: 'xstate.done.actor.documentPolling', output: { kind: 'done', status: 'passed' } },
  { type: 'xstate.done.actor.documentPolling', output: { kind: 'done', status: 'failed' } },
  { type: 'xstate.done.actor.documentPolling', output: { kind: 'done', status: 'already_submitted' } },
  {
    type: 'xstate.done.actor.documentPolling',
    output: { kind: 'failed', error: { code: 'PROCESSING_DOCUMENT_TIMEOUT', message: 'timed out' } },
  },
  { type: 'xstate.done.actor.fetchStipulations', output: stipulations },
  { type: 'xstate.done.actor.fetchStipulations', output: [] },
  { type: 'xstate.error.actor.fetchStipulations', error: apiError('INTERNAL_ERROR') },
  { type: 'xstate.done.actor.stipulationUpload', output: { documents: [] } },
  { type: 'xstate.done.actor.saveApplication', output: {} },
  { type: 'xstate.error.actor.saveApplication', error: apiError('VALIDATION_FAILED') },
  { type: 'xstate.done.actor.sendUploadLink', output: {} },
  { type: 'xstate.error.actor.sendUploadLink', error: apiError('INTERNAL_ERROR') },
  { type: 'xstate.done.actor.redeemOffer', output: { redirect: false } },
  { type: 'xstate.done.actor.redeemOffer', output: { redirect: true } },
  { type: 'xstate.error.actor.redeemOffer', error: apiError('OFFER_ALREADY_REDEEMED') },
  { type: 'xstate.error.actor.redeemOffer', error: apiError('OFFER_REDEMPTION_PENDING') },
  { type: 'xstate.error.actor.redeemOffer', error: apiError('RATE_CHANGED') },
  { type: 'xstate.error.actor.redeemOffer', error: apiError('OFFER_REDEMPTION_STIPS_PENDING') },
  { type: 'xstate.error.actor.redeemOffer', error: apiError('OFFERS_EXPIRED') },
  { type: 'xstate.done.actor.redirectToLender', output: {} },
  { type: 'xstate.error.actor.redirectToLender', error: apiError('INTERNAL_ERROR') },
];

// The pending offer o0 was verified before: continuing it resumes at the licence scan (issue 28 item 5).
const input = {
  offerId: 'o1',
  pendingRedemption: { id: 'p1', offerId: 'o0' },
  maxDocumentAttempts: 2,
  progress: [{ offerId: 'o0', steps: { application: true, identity: true, licenceScan: false, documents: false } }],
};
const { paths, edgePaths } = modelPaths(redemptionStepsMachine, events, input);

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
  it('reaches every screen of the journey', () => {
    const reached = reachedValues(paths);
    for (const value of [
      'pending',
      'splash',
      'steps',
      'address',
      'application',
      'idverify',
      'identityFailed',
      { documentverify: 'scanning' },
      { documentprocessing: 'failed' },
      { documentprocessing: 'attemptsExceeded' },
      { stips: 'uploading' },
      { stips: 'uploadLinkSent' },
      { redeem: 'review' },
      { redeem: 'rateChanged' },
      'redeemed',
      'certificate',
      'redirecting',
      'redirected',
      'alreadyRedeemed',
      'error',
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it('gives every screen state a route', () => {
    const routeless = paths
      .filter((path) => !path.state.hasTag('busy') && path.state.value !== 'entering')
      .filter((path) => Object.keys(path.state.getMeta()).length === 0)
      .map((path) => JSON.stringify(path.state.value));
    expect(routeless).toEqual([]);
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
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

describe('redemptionStepsMachine with its real children', () => {
  it('starts at the splash without another pending redemption and runs identity verification as a child', async () => {
    const machine = redemptionStepsMachine.provide({
      actors: {
        passcode: fromPromise(async () => ({ outcome: 'passed' as const, message: null })) as never,
        startDocumentVerification: fromPromise(async () => ({ sessionId: 'doc-9' })),
        saveApplication: fromPromise(async (): Promise<unknown> => ({})),
      },
    });
    const actor = createActor(machine, { input: { offerId: 'o1', pendingRedemption: { id: 'p', offerId: 'o1' } } });
    actor.start();
    expect(actor.getSnapshot().value).toBe('splash');
    for (const type of ['redeem.start', 'redeem.next', 'redeem.next', 'redeem.next'] as const) actor.send({ type });
    const snapshot = await waitFor(actor, (s) => s.matches({ documentverify: 'scanning' }));
    expect(snapshot.context).toMatchObject({ identityPassed: true, documentSessionId: 'doc-9' });
    actor.send({ type: 'xstate.route', to: '#redemptionSteps.address' });
    expect(actor.getSnapshot().matches({ documentverify: 'scanning' })).toBe(true);
  });

  it('opened at offers/pending with no offer chosen: continuing resumes the pending offer, replacing goes back to the marketplace', async () => {
    const pendingRedemption = { id: 'p', offerId: 'o7' };
    const continued = createActor(redemptionStepsMachine, { input: { pendingRedemption } }).start();
    expect(continued.getSnapshot().value).toBe('pending');
    continued.send({ type: 'pending.continue' });
    expect(continued.getSnapshot().value).toBe('splash');
    expect(continued.getSnapshot().context.offerId).toBe('o7');
    const machine = redemptionStepsMachine.provide({
      actors: { cancelPendingRedemption: fromPromise(async (): Promise<unknown> => ({})) },
    });
    const replaced = createActor(machine, { input: { pendingRedemption } }).start();
    replaced.send({ type: 'pending.replace' });
    const done = await waitFor(replaced, (s) => s.status === 'done');
    expect(done.value).toBe('marketplace');
    expect(done.getMeta()['redemptionSteps.marketplace']).toEqual({ route: '/consumer/marketplace' });
  });

  it('exposes the passcode child to the identity screens', async () => {
    const machine = redemptionStepsMachine.provide({
      actors: { saveApplication: fromPromise(async (): Promise<unknown> => ({})) },
    });
    const actor = createActor(machine, { input: { offerId: 'o1' } }).start();
    actor.send({ type: 'xstate.route', to: '#redemptionSteps.application' });
    actor.send({ type: 'redeem.next' });
    await waitFor(actor, (s) => s.matches('idverify'));
    const child = actor.getSnapshot().children.passcode;
    expect((child?.getSnapshot() as { value?: unknown } | undefined)?.value).toBe('choosing');
    actor.stop();
  });
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
