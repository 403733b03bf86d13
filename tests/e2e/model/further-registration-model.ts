import type { AnyMachineSnapshot } from 'xstate';
import { furtherRegistrationMachine } from '../../../machines/registration/further-registration-machine.ts';
import { coveringPaths, type ModelEvent } from './covering-paths.ts';
import type { Skipped } from './run-model.ts';

/*
 * The /further registration's browser model (docs/statecharts-paths.md): the events a visitor causes against the
 * real server. The lookup's and the passcode's answers are chosen by what is typed (Adams's details or nobody's, the
 * mailed code or a wrong one), so the page action of the typing event looks at the answer the path takes next.
 */

const mismatch = { code: 'IDV_VALIDATION_FAILED', status: 409, message: 'mismatch' };

export const FURTHER_BROWSER_EVENTS: ModelEvent[] = [
  { type: 'registration.start' },
  { type: 'registration.lookup', details: {} },
  { type: 'registration.submitOtp', code: '123456' },
  { type: 'registration.confirm', consent: true },
  { type: 'registration.retry' },
  { type: 'registration.selectAmount', amount: '12000' },
  { type: 'registration.linkAccount' },
  { type: 'xstate.done.actor.lookupConsumer', output: {} },
  { type: 'xstate.error.actor.lookupConsumer', error: { code: 'NOT_FOUND', status: 404, message: 'none' } },
  { type: 'xstate.done.actor.verifyRegistrationOtp', output: {} },
  { type: 'xstate.error.actor.verifyRegistrationOtp', error: mismatch },
  { type: 'xstate.done.actor.completeRegistration', output: {} },
  { type: 'xstate.done.actor.checkOffersGenerated', output: { generated: true } },
  { type: 'xstate.done.actor.linkAccount', output: {} },
];

/** The graph keeps the wrong-code count, so the third mismatch (attempts exceeded) is walked to. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as { otpAttempts: number }).otpAttempts]);

/** Adams (DEMO-1019), whose details the lookup finds; nobody's details (SSN ending 9999) find nothing. */
export const furtherRegistrationCover = () =>
  coveringPaths({
    machine: furtherRegistrationMachine,
    events: FURTHER_BROWSER_EVENTS,
    input: {},
    scenarios: { adams: () => true },
    serialize,
  });

export const FURTHER_SKIPPED: readonly Skipped[] = [
  {
    what: 'state otp.resending',
    reason:
      'a resend waits out the 30 s cooldown (PASSCODE_RESEND_COOLDOWN_MS) for a transition back to the same screen',
  },
  {
    what: 'state generating.waiting',
    reason: "the demo consumer's offers are generated before the first check: no 'not yet' answer can be caused",
  },
  { what: 'state generatingFailed', reason: 'follows generating.waiting (36 checks, 3 minutes) or a server failure' },
  { what: 'state error', reason: 'a server failure (passcode check, registration, account link)' },
  { what: 'event error:lookupConsumer(RECAPTCHA_FAILED)', reason: "the sandbox's reCAPTCHA passes every ticked box" },
  { what: 'event error:verifyRegistrationOtp(IDV_SESSIONID_EXPIRED)', reason: 'needs a passcode session to expire' },
];
