import { expect } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { PASSCODE_MESSAGES } from '../../domain/catalog/identity.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type ModelEvent, reachesEach } from '../redemption/model-based.test-helper.ts';
import {
  type IdentityMethod,
  type IdentitySession,
  type KbaQuestion,
  PASSCODE_RESEND_COOLDOWN_MS,
  passcodeMachine,
} from './passcode-machine.ts';

const questions: KbaQuestion[] = [{ id: 'q1', text: 'Which street have you lived on?', choices: ['Elm', 'Oak'] }];
export const idvError = (code: string) => ({ status: 400, code, message: code });

export const passcodeEvents: ModelEvent[] = [
  { type: 'passcode.choose', method: 'passcode' },
  { type: 'passcode.choose', method: 'kba' },
  { type: 'xstate.done.actor.startIdentitySession', output: { sessionId: 's1' } },
  { type: 'xstate.done.actor.startIdentitySession', output: { sessionId: 's2', questions } },
  { type: 'xstate.error.actor.startIdentitySession', error: idvError('IDV_VALIDATION_NOT_CONFIGURED') },
  { type: 'xstate.error.actor.startIdentitySession', error: idvError('IDV_SSNDOB_VALIDATION_FAILED') },
  { type: 'xstate.done.actor.sendPasscode', output: {} },
  { type: 'xstate.error.actor.sendPasscode', error: idvError('IDV_VALIDATION_ERROR') },
  { type: 'passcode.submit', code: '123456' },
  { type: 'passcode.submit', code: '12345' },
  { type: 'passcode.resend' },
  { type: 'xstate.done.actor.resendPasscode', output: {} },
  { type: 'xstate.error.actor.resendPasscode', error: idvError('IDV_VALIDATION_ERROR') },
  { type: 'xstate.done.actor.verifyPasscode', output: {} },
  { type: 'xstate.error.actor.verifyPasscode', error: idvError('IDV_VALIDATION_FAILED') },
  { type: 'xstate.error.actor.verifyPasscode', error: idvError('IDV_SESSIONID_EXPIRED') },
  { type: 'xstate.error.actor.verifyPasscode', error: idvError('IDV_SSNDOB_VALIDATION_FAILED') },
  { type: 'xstate.error.actor.verifyPasscode', error: idvError('IDV_VALIDATION_ERROR') },
  { type: 'kba.answer', answers: { q1: 'Elm' } },
  { type: 'kba.answer', answers: {} },
  { type: 'xstate.done.actor.verifyKba', output: {} },
  { type: 'xstate.error.actor.verifyKba', error: idvError('IDV_VALIDATION_FAILED') },
  { type: 'xstate.error.actor.verifyKba', error: idvError('IDV_SESSIONID_EXPIRED') },
  { type: 'xstate.error.actor.verifyKba', error: idvError('IDV_SSNDOB_VALIDATION_FAILED') },
  { type: 'xstate.error.actor.verifyKba', error: idvError('IDV_VALIDATION_ERROR') },
];

export const passcodeInput = { maxAttempts: 2 };

/** The passcode step's behaviour (001 identity verification), asked of whichever machine is given. */
export const passcodeChecks = defineChecks(passcodeMachine, {
  'reaches every state of the chart': reachesEach(passcodeEvents, passcodeInput, 2_000, [
    'choosing',
    'starting',
    'sendingCode',
    'lockedOut',
    'passed',
    'sessionExpired',
    'technicalError',
    'failed',
    'maxRetries',
    { code: { entry: 'verifying', resend: 'coolingDown' } },
    { code: { entry: 'entering', resend: 'resending' } },
    { kba: 'verifying' },
  ]),

  'keeps the cooldown running across a wrong code and allows resend only after 30 s': async (chart) => {
    const clock = new SimulatedClock();
    const sent: unknown[] = [];
    const machine = chart.provide({
      actors: {
        startIdentitySession: fromPromise(async () => ({ sessionId: 's1' })),
        sendPasscode: fromPromise<unknown, { sessionId: string }>(async ({ input }) => {
          sent.push(input);
          return {};
        }),
        resendPasscode: fromPromise<unknown, { sessionId: string }>(async ({ input }) => {
          sent.push(input);
          return {};
        }),
        verifyPasscode: fromPromise<unknown, { sessionId: string; code: string }>(async () => {
          throw idvError('IDV_VALIDATION_FAILED');
        }),
      },
    });
    const actor = createActor(machine, { input: {}, clock }).start();
    actor.send({ type: 'passcode.choose', method: 'passcode' });
    await waitFor(actor, (s) => s.matches('code'));
    clock.increment(PASSCODE_RESEND_COOLDOWN_MS - 1);
    actor.send({ type: 'passcode.submit', code: '000000' });
    await waitFor(actor, (s) => s.context.attempts === 1);
    expect(actor.getSnapshot().context.message).toBe(PASSCODE_MESSAGES.mismatch);
    actor.send({ type: 'passcode.resend' });
    expect(sent).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true);
    actor.send({ type: 'passcode.resend' });
    await waitFor(actor, (s) => s.matches({ code: { resend: 'coolingDown' } }));
    expect(sent).toEqual([{ sessionId: 's1' }, { sessionId: 's1' }]);
    actor.stop();
  },

  'ends with maxRetries after the third wrong code by default': async (chart) => {
    const machine = chart.provide({
      actors: {
        startIdentitySession: fromPromise(async () => ({ sessionId: 's1' })),
        sendPasscode: fromPromise<unknown, { sessionId: string }>(async () => ({})),
        verifyPasscode: fromPromise<unknown, { sessionId: string; code: string }>(async () => {
          throw idvError('IDV_VALIDATION_FAILED');
        }),
      },
    });
    const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
    actor.send({ type: 'passcode.choose', method: 'passcode' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await waitFor(actor, (s) => s.matches({ code: { entry: 'entering' } }) || s.status === 'done');
      actor.send({ type: 'passcode.submit', code: '999999' });
      await waitFor(actor, (s) => !s.hasTag('busy'));
    }
    expect(actor.getSnapshot().output).toEqual({ outcome: 'maxRetries', message: PASSCODE_MESSAGES.maxRetries });
  },

  'throws when started without its actors provided': async (chart) => {
    const actor = createActor(chart, { input: {} }).start();
    actor.send({ type: 'passcode.choose', method: 'passcode' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ outcome: 'technicalError', message: PASSCODE_MESSAGES.technicalError });
  },

  'locks out for 60 minutes, then lets the user choose again': async (chart) => {
    const clock = new SimulatedClock();
    const machine = chart.provide({
      actors: {
        startIdentitySession: fromPromise<{ sessionId: string }, { method: 'passcode' | 'kba' }>(async () => {
          throw idvError('IDV_SSNDOB_VALIDATION_FAILED');
        }),
      },
    });
    const actor = createActor(machine, { input: {}, clock }).start();
    actor.send({ type: 'passcode.choose', method: 'kba' });
    await waitFor(actor, (s) => s.matches('lockedOut'));
    clock.increment(60 * 60_000 - 1);
    expect(actor.getSnapshot().matches('lockedOut')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  },

  'a method the platform is not set up for goes back to the choice without it': async (chart) => {
    const machine = chart.provide({
      actors: {
        startIdentitySession: fromPromise<{ sessionId: string }, { method: 'passcode' | 'kba' }>(async ({ input }) => {
          if (input.method === 'kba') throw idvError('IDV_VALIDATION_NOT_CONFIGURED');
          return { sessionId: 's1' };
        }),
        sendPasscode: fromPromise<unknown, { sessionId: string }>(async () => ({})),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'passcode.choose', method: 'kba' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.unavailable.length > 0);
    expect(actor.getSnapshot().context).toMatchObject({
      unavailable: ['kba'],
      message: PASSCODE_MESSAGES.unableToVerify,
    });
    actor.send({ type: 'passcode.choose', method: 'kba' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'passcode.choose', method: 'passcode' });
    await waitFor(actor, (s) => s.matches('code'));
  },

  'sends KBA answers only once every question is answered': async (chart) => {
    const sent: unknown[] = [];
    const machine = chart.provide({
      actors: {
        startIdentitySession: fromPromise<IdentitySession, { method: IdentityMethod }>(async () => ({
          sessionId: 's2',
          questions,
        })),
        verifyKba: fromPromise<unknown, { sessionId: string; answers: Readonly<Record<string, string>> }>(
          async ({ input }) => {
            sent.push(input);
            return {};
          },
        ),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'passcode.choose', method: 'kba' });
    await waitFor(actor, (s) => s.matches({ kba: 'answering' }));
    actor.send({ type: 'kba.answer', answers: {} });
    expect(actor.getSnapshot().matches({ kba: 'answering' })).toBe(true);
    actor.send({ type: 'kba.answer', answers: { q1: 'Elm' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ sessionId: 's2', answers: { q1: 'Elm' } }]);
  },
});
