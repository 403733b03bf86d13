import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags.ts';

describe('serverNodeFlags', () => {
  it("reads npm start's Node flags: 8 MB semi-spaces, the old generation grown by half (decision 0799)", () => {
    expect(serverNodeFlags()).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=50']);
  });
});
