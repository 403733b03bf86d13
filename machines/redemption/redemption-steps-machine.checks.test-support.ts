import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PASSCODE_MESSAGES } from '../../domain/catalog/identity.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type ModelEvent, reachesEach } from './model-based.test-helper.ts';
import { redemptionStepsMachine } from './redemption-steps-machine.ts';
import type { JourneySteps, RedemptionStepsInput, RequestedStipulation } from './redemption-types.ts';

type Chart = typeof redemptionStepsMachine;

const apiError = (code: string) => ({ status: 409, code, message: `${code} message` });
export const REDEMPTION_ACTORS = [
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

export const redemptionEvents: ModelEvent[] = [
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
export const redemptionInput = {
  offerId: 'o1',
  pendingRedemption: { id: 'p1', offerId: 'o0' },
  maxDocumentAttempts: 2,
  progress: [{ offerId: 'o0', steps: { application: true, identity: true, licenceScan: false, documents: false } }],
};
const NONE: JourneySteps = { application: false, identity: false, licenceScan: false, documents: false };

/** The chart with its actors answering as the server would (identity passes, a scan starts, one stipulation). */
function resumable(chart: Chart, calls: string[]) {
  return chart.provide({
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
}

/** The journey of offer o1 opened again with the steps the server holds as done. */
function reopen(chart: Chart, steps: Partial<JourneySteps>, input: RedemptionStepsInput = { offerId: 'o1' }) {
  const calls: string[] = [];
  const actor = createActor(resumable(chart, calls), {
    input: { ...input, progress: [{ offerId: 'o1', steps: { ...NONE, ...steps } }] },
  }).start();
  return { actor, calls };
}

/** The journey of offer o1 opened with `steps` done and the actors given answering in turn (as fromPromise). */
function reopenAnswering(
  chart: Chart,
  steps: Partial<JourneySteps>,
  answers: Partial<Record<'passcode' | 'documentPolling' | 'redeemOffer' | 'redirectToLender', unknown[]>>,
  input: RedemptionStepsInput = { offerId: 'o1', maxDocumentAttempts: 2 },
) {
  const calls: string[] = [];
  const answering = Object.fromEntries(
    Object.entries(answers).map(([id, queue]) => [id, fromPromise(async () => queue?.shift())]),
  );
  const machine = resumable(chart, calls).provide({ actors: answering as never });
  const actor = createActor(machine, {
    input: { ...input, progress: [{ offerId: 'o1', steps: { ...NONE, ...steps } }] },
  }).start();
  return { actor, calls, settled: () => waitFor(actor, (s) => !s.hasTag('busy')) };
}

/** Issue 28 item 5: where a journey opened again continues, for each resumable point. */
const RESUME_CASES: [string, Partial<JourneySteps>, unknown, boolean][] = [
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
];

/** The consumer's redemption journey (001 §3–§9), asked of whichever machine is given. */
export const redemptionStepsChecks = defineChecks(redemptionStepsMachine, {
  'reaches every screen of the journey': reachesEach(redemptionEvents, redemptionInput, 5_000, [
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
  ]),

  'starts at the splash without another pending redemption and runs identity verification as a child': async (
    chart,
  ) => {
    const machine = chart.provide({
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
  },

  'opened at offers/pending with no offer chosen: continuing resumes the pending offer, replacing goes back to the marketplace':
    async (chart) => {
      const pendingRedemption = { id: 'p', offerId: 'o7' };
      const continued = createActor(chart, { input: { pendingRedemption } }).start();
      expect(continued.getSnapshot().value).toBe('pending');
      continued.send({ type: 'pending.continue' });
      expect(continued.getSnapshot().value).toBe('splash');
      expect(continued.getSnapshot().context.offerId).toBe('o7');
      const machine = chart.provide({
        actors: { cancelPendingRedemption: fromPromise(async (): Promise<unknown> => ({})) },
      });
      const replaced = createActor(machine, { input: { pendingRedemption } }).start();
      replaced.send({ type: 'pending.replace' });
      const done = await waitFor(replaced, (s) => s.status === 'done');
      expect(done.value).toBe('marketplace');
      expect(done.getMeta()['redemptionSteps.marketplace']).toEqual({ route: '/consumer/marketplace' });
    },

  'exposes the passcode child to the identity screens': async (chart) => {
    const machine = chart.provide({
      actors: { saveApplication: fromPromise(async (): Promise<unknown> => ({})) },
    });
    const actor = createActor(machine, { input: { offerId: 'o1' } }).start();
    actor.send({ type: 'xstate.route', to: '#redemptionSteps.application' });
    actor.send({ type: 'redeem.next' });
    await waitFor(actor, (s) => s.matches('idverify'));
    const child = actor.getSnapshot().children.passcode;
    expect((child?.getSnapshot() as { value?: unknown } | undefined)?.value).toBe('choosing');
    actor.stop();
  },

  'a journey opened again continues after the steps the server holds as done, asking none again': async (chart) => {
    for (const [label, steps, expected, verified] of RESUME_CASES) {
      const { actor, calls } = reopen(chart, steps);
      const snapshot = await waitFor(
        actor,
        (s) => !s.hasTag('busy') && (s.matches(expected as never) || s.status !== 'active'),
      );
      expect(snapshot.value, label).toEqual(expected);
      expect(snapshot.context.identityPassed, label).toBe(verified);
      // A step already passed is not asked again: no second scan once it passed, no stipulations once they are in.
      if (steps.licenceScan && steps.identity) expect(calls, label).not.toContain('startDocumentVerification');
      if ('documents' in steps) expect(calls, label).toEqual([]);
      // Resumed past identity, the steps before it cannot be gone back to (the route guard, as after a passcode).
      if (verified) {
        actor.send({ type: 'xstate.route', to: '#redemptionSteps.application' });
        expect(actor.getSnapshot().matches(expected as never), label).toBe(true);
      }
      actor.stop();
    }
  },

  'identity run out but the licence passed: a passcode again, then no second scan': async (chart) => {
    const { actor, calls } = reopen(chart, { application: true, licenceScan: true });
    expect(actor.getSnapshot().value).toBe('idverify');
    const snapshot = await waitFor(actor, (s) => s.matches({ stips: 'uploading' }));
    expect(snapshot.context.identityPassed).toBe(true);
    expect(calls).toEqual(['fetchStipulations']);
    actor.stop();
  },

  'the steps of another offer do not resume this one': (chart) => {
    const done = { application: true, identity: true, licenceScan: true, documents: true };
    const actor = createActor(resumable(chart, []), {
      input: { offerId: 'o2', progress: [{ offerId: 'o1', steps: done }] },
    }).start();
    expect(actor.getSnapshot().value).toBe('splash');
    actor.stop();
  },

  'continuing a pending redemption resumes it where it stands': async (chart) => {
    const { actor, calls } = reopen(
      chart,
      { application: true, identity: true, licenceScan: true },
      { pendingRedemption: { id: 'p1', offerId: 'o1' } },
    );
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'pending.continue' });
    const snapshot = await waitFor(actor, (s) => s.matches({ stips: 'uploading' }));
    expect(snapshot.context).toMatchObject({ offerId: 'o1', identityPassed: true });
    expect(calls).toEqual(['fetchStipulations']);
    actor.stop();
  },

  'identity: an expired session may be verified again, too many wrong codes may not (001 §8)': async (chart) => {
    const expired = { outcome: 'sessionExpired', message: PASSCODE_MESSAGES.sessionExpired };
    const tooMany = { outcome: 'maxRetries', message: PASSCODE_MESSAGES.maxRetries };
    const again = reopenAnswering(chart, { application: true }, { passcode: [expired, tooMany] });
    await waitFor(again.actor, (s) => s.matches('identityFailed'));
    again.actor.send({ type: 'redeem.retry' });
    await waitFor(again.actor, (s) => s.matches('identityFailed') && s.context.identityOutcome === 'maxRetries');
    again.actor.send({ type: 'redeem.retry' });
    expect(again.actor.getSnapshot().value).toBe('identityFailed');
    again.actor.stop();
  },

  'a passed licence scan goes on to the stipulations; a failed one may be scanned again until the attempts run out':
    async (chart) => {
      const failed = { kind: 'done', status: 'failed' };
      const passed = reopenAnswering(
        chart,
        { application: true, identity: true },
        { documentPolling: [{ kind: 'done', status: 'passed' }] },
      );
      await waitFor(passed.actor, (s) => s.matches({ documentverify: 'scanning' }));
      passed.actor.send({ type: 'document.submitted' });
      await waitFor(passed.actor, (s) => s.matches({ stips: 'uploading' }));
      passed.actor.stop();

      const twice = reopenAnswering(
        chart,
        { application: true, identity: true },
        { documentPolling: [failed, failed] },
      );
      await waitFor(twice.actor, (s) => s.matches({ documentverify: 'scanning' }));
      twice.actor.send({ type: 'document.submitted' });
      await twice.settled();
      expect(twice.actor.getSnapshot().value).toEqual({ documentprocessing: 'failed' });
      twice.actor.send({ type: 'redeem.retry' });
      await waitFor(twice.actor, (s) => s.matches({ documentverify: 'scanning' }));
      twice.actor.send({ type: 'document.submitted' });
      await twice.settled();
      expect(twice.actor.getSnapshot().value).toEqual({ documentprocessing: 'attemptsExceeded' });
      twice.actor.stop();
    },

  'redeeming goes to the lender when the answer says redirect, else to redeemed': async (chart) => {
    const done = { application: true, identity: true, licenceScan: true, documents: true };
    for (const [redirect, expected] of [
      [true, 'redirecting'],
      [false, 'redeemed'],
    ] as const) {
      // The lender's page never answers here: the journey stays where the redeem answer sent it.
      const h = reopenAnswering(chart, done, {
        redeemOffer: [{ redirect }],
        redirectToLender: [new Promise(() => undefined)],
      });
      await waitFor(h.actor, (s) => s.matches({ redeem: 'review' }));
      h.actor.send({ type: 'redeem.confirm' });
      await waitFor(h.actor, (s) => !s.matches('redeem'));
      expect(h.actor.getSnapshot().matches(expected), String(redirect)).toBe(true);
      h.actor.stop();
    }
  },
});
