import { describe, expect } from 'vitest';
import { OPENER_TIMEOUT_MS } from '../../domain/catalog/limits.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import {
  fakeOpenerChannel,
  openerEvents,
  openerHandshakeChecks,
  openerInput,
} from './opener-handshake-machine.checks.test-support.ts';
import { OPENER_ERRORS, type OpenerHandshakeContext, openerHandshakeMachine } from './opener-handshake-machine.ts';

const input = openerInput;
const { edgePaths } = modelPaths(openerHandshakeMachine, openerEvents, input);

describe('openerHandshakeMachine (model-based)', () => {
  itFollowsEachPath(edgePaths, async (path) => {
    const fake = fakeOpenerChannel();
    const h = createHarness(openerHandshakeMachine, [], {
      input,
      delays: { openerTimeout: OPENER_TIMEOUT_MS },
      actors: { openerChannel: fake.channel },
    });
    await replayPath(h, path, (snapshot, event) => {
      const context = snapshot.context as OpenerHandshakeContext;
      expect(fake.posted).toEqual([{ type: 'hello', realm: 'consumer' }]);
      if (snapshot.status === 'done') expect(fake.stopped()).toBe(1);
      if (event.type.startsWith('xstate.after.'))
        expect(snapshot.output).toEqual({ ok: false, error: OPENER_ERRORS.timeout });
      if (event.type === 'opener.message' && event.origin === 'https://evil.example')
        expect(snapshot.output).toEqual({ ok: false, error: 'Unknown origin' });
      if (snapshot.matches('connected')) expect(snapshot.output).toEqual({ ok: true, origin: context.origin });
    });
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('openerHandshakeMachine', () => {
  itPassesChecks(openerHandshakeChecks);
});
