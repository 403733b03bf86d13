import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, like } from 'drizzle-orm';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../../tests/integration/console-auth.ts';
import { gnupgHome } from '../../tests/integration/gnupg.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { seal } from '../auth/secret-box.ts';
import { platformKeys } from '../db/schema/index.ts';
import { decryptAndVerifyFile, encryptAndSign, PgpRefused } from './pgp-files.ts';
import { decryptWithPlatformKey, PGP_KEY, platformPgpKey, RETIRED_PGP_KEY_DAYS } from './platform-keys.ts';

/**
 * Issue 29 item 2: the platform's OpenPGP key and files against GnuPG 2.2 (the real `gpg` binary, its own home):
 * the key imports, gpg's files decrypt in the pipeline, the pipeline's signed files decrypt and verify in gpg.
 */
const ctx = seededApp({ signIns: ['admin'] });
let gnupg: Awaited<ReturnType<typeof gnupgHome>>;
let dir = '';
const CSV = 'uuid,firstName,lastName\nc-1,Łukasz,Żółć\n';

/** What an installation made before decision 0520 holds: an RFC 9580 (v6) key GnuPG 2.2 cannot import. */
async function storeV6Key() {
  const made = await openpgp.generateKey({
    type: 'curve25519',
    userIDs: [{ name: 'Offerwell campaign processing', email: 'processing@offerwell.local' }],
    format: 'armored',
  });
  const fingerprint = (await openpgp.readKey({ armoredKey: made.publicKey })).getFingerprint().toUpperCase();
  await ctx.db.delete(platformKeys).where(eq(platformKeys.name, PGP_KEY));
  await ctx.db.insert(platformKeys).values({
    name: PGP_KEY,
    publicKey: made.publicKey,
    privateKey: seal(ctx.deps.encryptionKey, made.privateKey),
    fingerprint,
  });
  return { ...made, fingerprint };
}

beforeAll(async () => {
  gnupg = await gnupgHome();
  dir = await mkdtemp(path.join(tmpdir(), 'offerwell-pgp-'));
});
afterAll(async () => {
  await gnupg?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the platform PGP key and GnuPG 2.2', () => {
  it('replaces a stored RFC 9580 key by one gpg imports; files for the old key still decrypt', async () => {
    const legacy = await storeV6Key();
    // gpg refuses the old form: this is the bug the rotation fixes.
    const refused = await gnupg.gpg(['--import'], legacy.publicKey);
    expect(refused.status).not.toContain('IMPORT_OK');
    const forOldKey = await openpgp.encrypt({
      message: await openpgp.createMessage({ text: CSV }),
      encryptionKeys: await openpgp.readKey({ armoredKey: legacy.publicKey }),
    });

    const answer = await ctx.call('/api/admin/processing/pgp-key', authed('GET', ctx.tokens.admin));
    expect(answer.status).toBe(200);
    const { publicKey, fingerprint } = (await answer.json()) as { publicKey: string; fingerprint: string };
    expect(fingerprint).not.toBe(legacy.fingerprint);
    const imported = await gnupg.gpg(['--import'], publicKey);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.status).toContain(`IMPORT_OK 1 ${fingerprint}`);
    const listed = await gnupg.gpg(['--with-colons', '--list-keys', 'processing@offerwell.local']);
    expect(listed.stdout.toString()).toMatch(/^pub:[^:]*:255:22:/m);
    expect(listed.stdout.toString()).toMatch(/^sub:[^:]*:255:18:.*:e:/m);

    // The retired key is kept (renamed) and still opens what embedders encrypted to it.
    const retired = await ctx.db.select().from(platformKeys).where(like(platformKeys.name, 'pgp-retired:%'));
    expect(retired.map((row) => row.name)).toEqual([`pgp-retired:${legacy.fingerprint}`]);
    expect(await decryptWithPlatformKey(ctx.db, ctx.deps.encryptionKey, Buffer.from(forOldKey as string))).toBe(CSV);
    // A second read does not rotate again.
    expect((await platformPgpKey(ctx.db, ctx.deps.encryptionKey)).fingerprint).toBe(fingerprint);
  });

  it('decrypts in the pipeline a file gpg encrypted to processing@offerwell.local (the README commands)', async () => {
    const source = path.join(dir, 'consumers.csv');
    await writeFile(source, CSV);
    for (const armor of [false, true]) {
      const target = path.join(dir, `consumers${armor ? '.asc' : '.pgp'}`);
      const run = await gnupg.encryptToPlatform(source, target, { armor });
      expect(run.code, run.stderr).toBe(0);
      expect(await decryptWithPlatformKey(ctx.db, ctx.deps.encryptionKey, await readFile(target))).toBe(CSV);
    }
  });

  it('encrypts and signs a file gpg decrypts and verifies; gpg-signed files verify back', async () => {
    const bureauPublic = await gnupg.newKey('Sandbox bureau <bureau@example.com>');
    const platform = await platformPgpKey(ctx.db, ctx.deps.encryptionKey);
    const encrypted = await buffer(
      await encryptAndSign(Readable.from([Buffer.from(CSV)]), bureauPublic, platform.privateKey(), 'export.csv'),
    );
    const file = path.join(dir, 'export.csv.pgp');
    await writeFile(file, encrypted);
    const opened = await gnupg.gpg(['--decrypt', file]);
    expect(opened.code, opened.stderr).toBe(0);
    expect(opened.stdout.toString()).toBe(CSV);
    expect(opened.status).toContain(`VALIDSIG ${platform.fingerprint}`);

    // The other way: the bureau's answer, encrypted to us and signed by the bureau with gpg.
    const answer = path.join(dir, 'answer.csv');
    await writeFile(answer, 'consumer_id,state\nx,CO\n');
    const sealed = path.join(dir, 'answer.csv.pgp');
    const signed = await gnupg.encryptToPlatform(answer, sealed, { signer: 'bureau@example.com' });
    expect(signed.code, signed.stderr).toBe(0);
    const out = path.join(dir, 'answer.out.csv');
    await decryptAndVerifyFile(sealed, out, [platform.privateKey()], bureauPublic);
    expect(await readFile(out, 'utf8')).toBe('consumer_id,state\nx,CO\n');
    // Signed by someone else: refused, whatever the content.
    const stranger = await openpgp.generateKey({ type: 'ecc', curve: 'ed25519Legacy', userIDs: [{ name: 'x' }] });
    await expect(decryptAndVerifyFile(sealed, out, [platform.privateKey()], stranger.publicKey)).rejects.toThrow(
      PgpRefused,
    );
  });

  it(`forgets a retired key ${RETIRED_PGP_KEY_DAYS} days after its rotation`, async () => {
    const old = new Date(Date.now() - (RETIRED_PGP_KEY_DAYS + 1) * 86_400_000);
    await ctx.db.update(platformKeys).set({ createdAt: old }).where(like(platformKeys.name, 'pgp-retired:%'));
    await expect(decryptWithPlatformKey(ctx.db, ctx.deps.encryptionKey, Buffer.from('x'))).rejects.toThrow();
    expect(await ctx.db.select().from(platformKeys).where(like(platformKeys.name, 'pgp-retired:%'))).toEqual([]);
  });
});
