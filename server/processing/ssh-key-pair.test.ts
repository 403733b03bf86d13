import { eq } from 'drizzle-orm';
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { seal } from '../auth/secret-box.ts';
import { platformKeys } from '../db/schema/index.ts';
import { platformSshKey, sshKeyPair } from './platform-keys.ts';

const readable = (key: string) => !(ssh2.utils.parseKey(key) instanceof Error);

describe('sshKeyPair', () => {
  // ssh2's own generator writes one ed25519 pair in ~256 unreadably (mscdex/ssh2#1390): over 3,000 draws the chance
  // that none is hit is ~10^-5, so this fails when the discarding of such draws is removed.
  it('makes only key pairs that ssh2 reads back, public and private', () => {
    const unreadable: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const pair = sshKeyPair('check');
      for (const key of [pair.public, pair.private]) if (!readable(key)) unreadable.push(key.slice(0, 60));
    }
    expect(unreadable).toEqual([]);
  });
});

describe('platformSshKey', () => {
  const ctx = seededApp();

  it('replaces a stored pair ssh2 cannot read (one made before the fix) and keeps a readable one', async () => {
    let bad = ssh2.utils.generateKeyPairSync('ed25519');
    while (readable(bad.public) && readable(bad.private)) bad = ssh2.utils.generateKeyPairSync('ed25519');
    await ctx.db.insert(platformKeys).values({
      name: 'ssh-check',
      publicKey: bad.public,
      privateKey: seal(ctx.deps.encryptionKey, bad.private),
      fingerprint: '',
    });

    const repaired = await platformSshKey(ctx.db, ctx.deps.encryptionKey, 'ssh-check');
    expect(repaired.publicKey).not.toBe(bad.public);
    expect(readable(repaired.publicKey) && readable(repaired.privateKey())).toBe(true);
    const rows = await ctx.db.select().from(platformKeys).where(eq(platformKeys.name, 'ssh-check'));
    expect(rows.map((row) => row.publicKey)).toEqual([repaired.publicKey]);

    const again = await platformSshKey(ctx.db, ctx.deps.encryptionKey, 'ssh-check');
    expect(again.publicKey).toBe(repaired.publicKey);
  });
});
