import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags.ts';

describe('serverNodeFlags', () => {
  it("reads npm start's Node flags: the young generation capped at 8 MB semi-spaces (decision 0799)", () => {
    expect(serverNodeFlags()).toEqual(['--max-semi-space-size=8']);
  });
});
