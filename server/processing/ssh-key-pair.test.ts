import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { sshKeyPair } from './platform-keys.ts';

describe('sshKeyPair', () => {
  // ssh2's own generator writes one ed25519 pair in ~256 unreadably (mscdex/ssh2#1390): over 3,000 draws the chance
  // that none is hit is ~10^-5, so this fails when the discarding of such draws is removed.
  it('makes only key pairs that ssh2 reads back, public and private', () => {
    const unreadable: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const pair = sshKeyPair('check');
      for (const key of [pair.public, pair.private]) {
        const parsed = ssh2.utils.parseKey(key);
        if (parsed instanceof Error) unreadable.push(`${parsed.message}: ${key.slice(0, 60)}`);
      }
    }
    expect(unreadable).toEqual([]);
  });
});
