import { describe, expect, vi } from 'vitest';
import { IDLE_SESSION } from '../../domain/catalog/limits.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import { idleAbstractState, idleEvents, idleSessionChecks } from './idle-session-machine.checks.test-support.ts';
import { type IdleSessionContext, idleSessionMachine } from './idle-session-machine.ts';

const DELAYS = {
  untilWarning: IDLE_SESSION.idleMs - IDLE_SESSION.warningMs,
  warningPeriod: IDLE_SESSION.warningMs,
  countdownTick: 1000,
};
const { edgePaths } = modelPaths(idleSessionMachine, idleEvents, {}, idleAbstractState);

describe('idleSessionMachine (model-based)', () => {
  itFollowsEachPath(edgePaths, async (path) => {
    const signOut = vi.fn();
    const expireSession = vi.fn();
    const h = createHarness(idleSessionMachine, [], { input: {}, delays: DELAYS, actions: { signOut, expireSession } });
    await replayPath(
      h,
      path,
      (snapshot, _event, previous) => {
        const context = snapshot.context as IdleSessionContext;
        if (snapshot.matches('warning') && !previous.matches('warning')) expect(context.secondsLeft).toBe(120);
        expect(expireSession).toHaveBeenCalledTimes(snapshot.matches('expired') ? 1 : 0);
        expect(signOut).toHaveBeenCalledTimes(snapshot.matches('signedOut') ? 1 : 0);
      },
      idleAbstractState,
    );
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('idleSessionMachine', () => {
  itPassesChecks(idleSessionChecks);
});
