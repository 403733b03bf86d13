import { expect } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { PASSCODE_MESSAGES, RECAPTCHA_FAILED_MESSAGE } from '../../domain/catalog/identity.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type ModelEvent, reachesEach } from '../redemption/model-based.test-helper.ts';
import {
  type FurtherRegistrationMachine,
  furtherRegistrationMachine,
  OFFERS_GENERATION_POLLING,
} from './further-registration-machine.ts';

const idvError = (code: string) => ({ status: 400, code, message: code });
export const furtherRegistrationEvents: ModelEvent[] = [
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
export const furtherRegistrationInput = { otpMaxAttempts: 2, generationMaxAttempts: 2, generationIntervalMs: 10 };

/** The chart with a lookup and a passcode check that fail with the codes given (in turn), else pass. */
function answering(chart: FurtherRegistrationMachine, answers: { lookup?: string; verify?: string[] } = {}) {
  const verifyCodes = [...(answers.verify ?? [])];
  const verified: string[] = [];
  const machine = chart.provide({
    actors: {
      lookupConsumer: fromPromise<unknown, Readonly<Record<string, string>>>(async () => {
        if (answers.lookup) throw idvError(answers.lookup);
        return {};
      }),
      verifyRegistrationOtp: fromPromise<unknown, { code: string }>(async ({ input }) => {
        verified.push(input.code);
        const code = verifyCodes.shift();
        if (code) throw idvError(code);
        return {};
      }),
      completeRegistration: fromPromise<unknown, { consent: true }>(async () => ({})),
      checkOffersGenerated: fromPromise<{ generated: boolean }, void>(async () => ({ generated: true })),
    },
  });
  return { machine, verified };
}

async function atPasscode(machine: FurtherRegistrationMachine) {
  const actor = createActor(machine, { input: {} }).start();
  actor.send({ type: 'registration.start' });
  actor.send({ type: 'registration.lookup', details: { lastName: 'Doe', zipcode: '12345' } });
  await waitFor(actor, (s) => !s.hasTag('busy'));
  return actor;
}

/** The further-registration journey (001 §7 marketplace, §8 errors), asked of whichever machine is given. */
export const furtherRegistrationChecks = defineChecks(furtherRegistrationMachine, {
  'reaches every screen and error state': reachesEach(furtherRegistrationEvents, furtherRegistrationInput, 2_000, [
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
  ]),

  'a failed reCAPTCHA goes back to the lookup form saying why; records not found is the lookup-failed page': async (
    chart,
  ) => {
    const recaptcha = await atPasscode(answering(chart, { lookup: 'RECAPTCHA_FAILED' }).machine);
    expect(recaptcha.getSnapshot().matches({ lookup: 'form' })).toBe(true);
    expect(recaptcha.getSnapshot().context.message).toBe(RECAPTCHA_FAILED_MESSAGE);
    const notFound = await atPasscode(answering(chart, { lookup: 'OFFERS_NOT_FOUND' }).machine);
    expect(notFound.getSnapshot().matches('lookupFailed')).toBe(true);
  },

  'verifies only a 6-digit code; the third wrong one ends on passcode attempts exceeded': async (chart) => {
    const wrong = 'IDV_VALIDATION_FAILED';
    const { machine, verified } = answering(chart, { verify: [wrong, 'IDV_SESSIONID_EXPIRED', wrong, wrong] });
    const actor = await atPasscode(machine);
    expect(actor.getSnapshot().matches({ otp: 'entering' })).toBe(true);
    actor.send({ type: 'registration.submitOtp', code: '12' });
    expect(actor.getSnapshot().matches({ otp: 'entering' })).toBe(true);
    const submit = async (message: string | null) => {
      actor.send({ type: 'registration.submitOtp', code: '123456' });
      await waitFor(actor, (s) => !s.hasTag('busy'));
      if (message !== null) expect(actor.getSnapshot().matches({ otp: 'entering' })).toBe(true);
      if (message !== null) expect(actor.getSnapshot().context.message).toBe(message);
    };
    await submit(PASSCODE_MESSAGES.mismatch);
    await submit(PASSCODE_MESSAGES.sessionExpired);
    await submit(PASSCODE_MESSAGES.mismatch);
    await submit(null);
    expect(actor.getSnapshot().value).toBe('passcodeAttemptsExceeded');
    expect(verified).toEqual(['123456', '123456', '123456', '123456']);
  },

  'asks for consent before completing, and takes only a whole-dollar loan amount': async (chart) => {
    const actor = await atPasscode(answering(chart).machine);
    actor.send({ type: 'registration.submitOtp', code: '123456' });
    await waitFor(actor, (s) => s.matches({ confirm: 'form' }));
    actor.send({ type: 'registration.confirm', consent: false });
    expect(actor.getSnapshot().matches({ confirm: 'form' })).toBe(true);
    actor.send({ type: 'registration.confirm', consent: true });
    await waitFor(actor, (s) => s.matches('loanamount'));
    actor.send({ type: 'registration.selectAmount', amount: 'lots' });
    expect(actor.getSnapshot().matches('loanamount')).toBe(true);
    actor.send({ type: 'registration.selectAmount', amount: '15000' });
    expect(actor.getSnapshot().matches({ linkaccount: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.loanAmount).toBe('15000');
  },

  'checks every 5 s and fails after 3 minutes of not generated': async (chart) => {
    const clock = new SimulatedClock();
    let checks = 0;
    const machine = chart.provide({
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
  },
});
