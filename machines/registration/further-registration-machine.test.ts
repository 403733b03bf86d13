import { describe, expect } from 'vitest';
import { PASSCODE_MESSAGES, RECAPTCHA_FAILED_MESSAGE } from '../../domain/catalog/identity.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import {
  furtherRegistrationChecks,
  furtherRegistrationEvents,
  furtherRegistrationInput,
} from './further-registration-machine.checks.test-support.ts';
import { type FurtherRegistrationContext, furtherRegistrationMachine } from './further-registration-machine.ts';

const ACTORS = [
  'lookupConsumer',
  'resendRegistrationOtp',
  'verifyRegistrationOtp',
  'completeRegistration',
  'checkOffersGenerated',
  'linkAccount',
] as const;
const input = furtherRegistrationInput;
const { edgePaths } = modelPaths(furtherRegistrationMachine, furtherRegistrationEvents, input);

describe('furtherRegistrationMachine (model-based)', () => {
  itFollowsEachPath(edgePaths, async (path) => {
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

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('furtherRegistrationMachine', () => {
  itPassesChecks(furtherRegistrationChecks);
});
