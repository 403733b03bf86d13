import { describe, expect } from 'vitest';
import { PASSCODE_MESSAGES } from '../../domain/catalog/identity.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import { passcodeChecks, passcodeEvents, passcodeInput } from './passcode-machine.checks.test-support.ts';
import {
  IDENTITY_LOCKOUT_MS,
  PASSCODE_RESEND_COOLDOWN_MS,
  type PasscodeContext,
  passcodeMachine,
} from './passcode-machine.ts';

const ACTORS = ['startIdentitySession', 'sendPasscode', 'resendPasscode', 'verifyPasscode', 'verifyKba'] as const;
const events = passcodeEvents;
const input = passcodeInput;
const delays = { resendCooldown: PASSCODE_RESEND_COOLDOWN_MS, identityLockout: IDENTITY_LOCKOUT_MS };
const { edgePaths } = modelPaths(passcodeMachine, events, input);

describe('passcodeMachine (model-based)', () => {
  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(passcodeMachine, ACTORS, { input, delays });
    await replayPath(h, path, (snapshot, event) => {
      const context = snapshot.context as PasscodeContext;
      expect(snapshot.hasTag('busy')).toBe(
        ['starting', 'sendingCode'].some((state) => snapshot.matches(state)) ||
          snapshot.matches({ code: { entry: 'verifying' } }) ||
          snapshot.matches({ kba: 'verifying' }),
      );
      if (snapshot.status === 'done') {
        expect(snapshot.output).toEqual({ outcome: context.outcome, message: context.message });
        expect(context.outcome).toBe(snapshot.value);
      }
      if (snapshot.matches('sessionExpired')) expect(context.message).toBe(PASSCODE_MESSAGES.sessionExpired);
      if (snapshot.matches('failed')) expect(context.message).toBe(PASSCODE_MESSAGES.unableToVerify);
      if (snapshot.matches('lockedOut')) expect(context.message).toBe(PASSCODE_MESSAGES.lockedOut);
      if (snapshot.matches({ code: { entry: 'entering' } }) && event.type === 'xstate.error.actor.verifyPasscode')
        expect(context.message).toBe(PASSCODE_MESSAGES.mismatch);
      if (event.type === 'passcode.submit' && snapshot.matches({ code: { entry: 'verifying' } })) {
        expect(h.calls.verifyPasscode?.at(-1)).toEqual({ sessionId: context.sessionId, code: event.code });
      }
    });
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('passcodeMachine', () => {
  itPassesChecks(passcodeChecks);
});
