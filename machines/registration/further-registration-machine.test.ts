import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { PASSCODE_MESSAGES, RECAPTCHA_FAILED_MESSAGE } from '../../domain/catalog/identity.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import {
  type FurtherRegistrationContext,
  furtherRegistrationMachine,
  OFFERS_GENERATION_POLLING,
} from './further-registration-machine.ts';

const idvError = (code: string) => ({ status: 400, code, message: code });
const ACTORS = [
  'lookupConsumer',
  'resendRegistrationOtp',
  'verifyRegistrationOtp',
  'completeRegistration',
  'checkOffersGenerated',
  'linkAccount',
] as const;
const events: ModelEvent[] = [
  { type: 'registration.start' },
  { type: 'registration.lookup', details: { lastName: 'Doe', zipcode: '12345' } },
  { type: 'xstate.done.actor.lookupConsumer', output: {} },
  { type: 'xstate.error.actor.lookupConsumer', error: idvError('OFFERS_NOT_FOUND') },
  { type: 'xstate.error.actor.lookupConsumer', error: idvError('RECAPTCHA_FAILED') },
  { type: 'registration.submitOtp', code: '123456' },
  { type: 'registration.submitOtp', code: '12' },
  { type: 'registration.resendOtp' },
  { type: 'xstate.done.actor.resendRegistrationOtp', output: {} },
  { type: 'xstate.error.actor.resendRegistrationOtp', error: idvError('INTERNAL_ERROR') },
  { type: 'xstate.done.actor.verifyRegistrationOtp', output: {} },
  { type: 'xstate.error.actor.verifyRegistrationOtp', error: idvError('IDV_VALIDATION_FAILED') },
  { type: 'xstate.error.actor.verifyRegistrationOtp', error: idvError('IDV_SESSIONID_EXPIRED') },
  { type: 'xstate.error.actor.verifyRegistrationOtp', error: idvError('INTERNAL_ERROR') },
  { type: 'registration.confirm', consent: true },
  { type: 'registration.confirm', consent: false },
  { type: 'xstate.done.actor.completeRegistration', output: {} },
  { type: 'xstate.error.actor.completeRegistration', error: idvError('INTERNAL_ERROR') },
  { type: 'xstate.done.actor.checkOffersGenerated', output: { generated: false } },
  { type: 'xstate.done.actor.checkOffersGenerated', output: { generated: true } },
  { type: 'xstate.error.actor.checkOffersGenerated', error: idvError('INTERNAL_ERROR') },
  { type: 'registration.retry' },
  { type: 'registration.selectAmount', amount: '15000' },
  { type: 'registration.selectAmount', amount: 'lots' },
  { type: 'registration.linkAccount' },
  { type: 'xstate.done.actor.linkAccount', output: {} },
  { type: 'xstate.error.actor.linkAccount', error: idvError('INTERNAL_ERROR') },
];
const input = { otpMaxAttempts: 2, generationMaxAttempts: 2, generationIntervalMs: 10 };
const { paths, edgePaths } = modelPaths(furtherRegistrationMachine, events, input);

describe('furtherRegistrationMachine (model-based)', () => {
  it('reaches every screen and error state', () => {
    const reached = reachedValues(paths);
    for (const value of [
      'welcome',
      { lookup: 'form' },
      { otp: 'entering' },
      { otp: 'resending' },
      { confirm: 'form' },
      { generating: 'waiting' },
      'loanamount',
      { linkaccount: 'form' },
      'linked',
      'lookupFailed',
      'passcodeAttemptsExceeded',
      'generatingFailed',
      'error',
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const h = createHarness(furtherRegistrationMachine, ACTORS, {
      input,
      delays: { generationInterval: input.generationIntervalMs },
    });
    await replayPath(h, path, (snapshot, event) => {
      const context = snapshot.context as FurtherRegistrationContext;
      if (event.type === 'xstate.error.actor.verifyRegistrationOtp' && snapshot.matches({ otp: 'entering' }))
        expect([PASSCODE_MESSAGES.mismatch, PASSCODE_MESSAGES.sessionExpired]).toContain(context.message);
      if (snapshot.matches({ linkaccount: 'linking' }))
        expect(h.calls.linkAccount?.at(-1)).toEqual({ loanAmount: '15000' });
      if (snapshot.matches({ lookup: 'searching' }))
        expect(h.calls.lookupConsumer?.at(-1)).toEqual({ lastName: 'Doe', zipcode: '12345' });
      if (snapshot.matches('passcodeAttemptsExceeded')) expect(context.otpAttempts).toBe(1);
      // RECAPTCHA_FAILED stays with the caller: the lookup form again, saying why; any other failure is the page.
      if (event.type === 'xstate.error.actor.lookupConsumer') {
        const recaptcha = (event as { error?: { code?: string } }).error?.code === 'RECAPTCHA_FAILED';
        expect(snapshot.matches(recaptcha ? { lookup: 'form' } : 'lookupFailed')).toBe(true);
        if (recaptcha) expect(context.message).toBe(RECAPTCHA_FAILED_MESSAGE);
      }
      if (snapshot.matches({ lookup: 'searching' })) expect(context.message).toBeNull();
    });
  });
});

describe('furtherRegistrationMachine offers generation', () => {
  it('checks every 5 s and fails after 3 minutes of not generated', async () => {
    const clock = new SimulatedClock();
    let checks = 0;
    const machine = furtherRegistrationMachine.provide({
      actors: {
        lookupConsumer: fromPromise<unknown, Readonly<Record<string, string>>>(async () => ({})),
        verifyRegistrationOtp: fromPromise<unknown, { code: string }>(async () => ({})),
        completeRegistration: fromPromise<unknown, { consent: true }>(async () => ({})),
        checkOffersGenerated: fromPromise<{ generated: boolean }, void>(async () => {
          checks += 1;
          return { generated: false };
        }),
      },
    });
    const restored = createActor(machine, { input: {}, clock }).start();
    restored.send({ type: 'registration.start' });
    restored.send({ type: 'registration.lookup', details: {} });
    await waitFor(restored, (s) => s.matches({ otp: 'entering' }));
    restored.send({ type: 'registration.submitOtp', code: '123456' });
    await waitFor(restored, (s) => s.matches({ confirm: 'form' }));
    restored.send({ type: 'registration.confirm', consent: true });
    for (let check = 1; check < OFFERS_GENERATION_POLLING.maxAttempts; check += 1) {
      await waitFor(restored, (s) => s.matches({ generating: 'waiting' }) && s.context.generationAttempts === check);
      clock.increment(OFFERS_GENERATION_POLLING.intervalMs);
    }
    await waitFor(restored, (s) => s.matches('generatingFailed'));
    expect(checks).toBe(36);
  });
});
