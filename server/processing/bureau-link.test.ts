import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUREAU_CONNECTION_SAVED } from '../../api/bureau-connection.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { gnupgHome } from '../../tests/integration/gnupg.ts';
import { startOpenSshServer } from '../../tests/integration/openssh-server.ts';
import { processingDirFixture } from '../../tests/integration/processing-dir.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { bureauAttributes, platformKeys, processingSteps } from '../db/schema/index.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { silentProgress } from '../jobs/job-progress.ts';
import { SandboxBureau } from '../providers/bureau.ts';
import {
  BUREAU_CONNECTION,
  type BureauConnection,
  maskedBureauConnection,
  saveBureauConnection,
} from './bureau-connection.ts';
import { remoteExportName, testBureauConnection } from './bureau-link.ts';
import { BureauLinkError, type BureauLinkProblem } from './bureau-sftp.ts';
import { platformPgpKey, sshKeyPair } from './platform-keys.ts';
import { runProcessingStep } from './run-step.ts';
import { runBureauExport, runBureauImport } from './step-work.ts';

/**
 * Issue 29 item 1: tu-export → bureau → tu-import against a real OpenSSH sshd, the bureau's side played with the
 * real gpg (its own key, signing its answer), and the connection test's failures.
 */
const ctx = seededApp({ signIns: ['admin', 'cu-admin'] });
const campaignId = DEMO_CAMPAIGNS.current.id;
const client = sshKeyPair('offerwell-bureau-test');
let sshd: Awaited<ReturnType<typeof startOpenSshServer>>;
let gnupg: Awaited<ReturnType<typeof gnupgHome>>;
const processing = processingDirFixture('offerwell-bureau');
let connection: BureauConnection;

const work = () => ({ db: ctx.db, encryptionKey: ctx.deps.encryptionKey, campaignId, progress: silentProgress() });
const problemOf = async (promise: Promise<unknown>): Promise<BureauLinkProblem | string> =>
  promise.then(
    () => 'resolved',
    (error: Error) => (error instanceof BureauLinkError ? error.problem : `${error.name}: ${error.message}`),
  );

beforeAll(async () => {
  sshd = await startOpenSshServer(client.public);
  gnupg = await gnupgHome();
  const bureauPgpKey = await gnupg.newKey('Sandbox bureau <bureau@example.com>');
  const platform = await platformPgpKey(ctx.db, ctx.deps.encryptionKey);
  expect((await gnupg.gpg(['--import'], platform.publicKey)).code).toBe(0);
  for (const dir of ['inbox', 'outbox']) await mkdir(path.join(sshd.dir, dir));
  connection = {
    host: '127.0.0.1',
    port: sshd.port,
    username: userInfo().username,
    privateKey: client.private,
    hostKey: sshd.hostPublicKey,
    uploadDir: path.join(sshd.dir, 'inbox'),
    answerDir: path.join(sshd.dir, 'outbox'),
    bureauPgpKey,
    answerTimeoutSeconds: 30,
  };
});
afterAll(async () => {
  await sshd?.stop();
  await gnupg?.close();
});

/** The bureau: decrypts and verifies our upload with gpg, answers with the sandbox's rows, signs and encrypts back. */
async function bureauAnswers(uploaded: string, answerName: string) {
  const opened = await gnupg.gpg(['--decrypt', uploaded]);
  expect(opened.code, opened.stderr).toBe(0);
  const platform = await platformPgpKey(ctx.db, ctx.deps.encryptionKey);
  expect(opened.status).toContain(`VALIDSIG ${platform.fingerprint}`);
  const clear = opened.stdout.toString();
  expect(clear.split('\n')[0]).toBe('consumer_id,first_name,last_name,street,city,county,state,zipcode,ssn,dob');
  const answer = path.join(sshd.dir, 'answer.csv');
  await new SandboxBureau().answer(Readable.from([clear]), answer);
  const signed = await gnupg.encryptToPlatform(answer, path.join(connection.answerDir, answerName), {
    signer: 'bureau@example.com',
  });
  expect(signed.code, signed.stderr).toBe(0);
  return clear.trim().split('\n').length - 1;
}

describe('the bureau over SFTP + OpenPGP (real OpenSSH, real gpg)', () => {
  it('the admin sets the connection (secrets sealed, shown masked) and tests it', async () => {
    const admin = ctx.tokens.admin;
    const bureau = '/api/admin/processing/bureau';
    expect(await (await ctx.call(bureau, authed('GET', admin))).json()).toEqual({
      source: 'sandbox',
      sandboxEndpoint: false,
      connection: null,
    });
    expect((await ctx.call(bureau, authed('GET', ctx.tokens['cu-admin']))).status).toBe(403);
    const saved = await ctx.call(bureau, authed('PUT', admin, connection));
    expect(saved.status).toBe(200);
    const answer = JSON.stringify(await saved.json());
    expect(answer).toContain('"source":"settings"');
    expect(answer).not.toContain('PRIVATE KEY');
    const [row] = await ctx.db.select().from(platformKeys).where(eq(platformKeys.name, BUREAU_CONNECTION));
    expect(row?.privateKey).not.toContain('PRIVATE');
    expect(JSON.stringify(await ctx.lastAudit(BUREAU_CONNECTION_SAVED))).not.toContain('PRIVATE KEY');
    const tested = await ctx.call(`${bureau}/test`, authed('POST', admin));
    expect(await tested.json()).toMatchObject({ ok: true, problem: null });

    // Saved again without the key: the stored key stays; a wrong pin is named by the test.
    const { privateKey: _kept, ...withoutKey } = connection;
    const stranger = sshKeyPair().public;
    const resaved = await ctx.call(bureau, authed('PUT', admin, { ...withoutKey, hostKey: stranger }));
    expect(await resaved.json()).toMatchObject({ connection: { privateKey: '••••••••', password: null } });
    expect(await (await ctx.call(`${bureau}/test`, authed('POST', admin))).json()).toMatchObject({
      ok: false,
      problem: 'HOST_KEY',
      message: `127.0.0.1:${sshd.port} presented a host key that is not the pinned one`,
    });
    await ctx.db.delete(platformKeys).where(eq(platformKeys.name, BUREAU_CONNECTION));
  });

  it('tests the connection, shows its secrets masked', async () => {
    expect(await testBureauConnection(connection)).toEqual({ upload: 0, answers: 0 });
    // The pin may also be the SHA256 fingerprint ssh-keygen -lf prints.
    const blob = Buffer.from(sshd.hostPublicKey.split(' ')[1] as string, 'base64');
    const fingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
    expect(await testBureauConnection({ ...connection, hostKey: fingerprint })).toEqual({ upload: 0, answers: 0 });
    const masked = JSON.stringify(maskedBureauConnection(connection));
    expect(masked).not.toContain('PRIVATE KEY');
    expect(maskedBureauConnection(connection)).toMatchObject({ privateKey: '••••••••', password: null });
  });

  it('says why the connection test fails: host key, login, directory, PGP key', async () => {
    const stranger = sshKeyPair().public;
    expect(await problemOf(testBureauConnection({ ...connection, hostKey: stranger }))).toBe('HOST_KEY');
    const noKey = { ...connection, privateKey: undefined, password: 'not-the-password' };
    expect(await problemOf(testBureauConnection(noKey))).toBe('AUTH');
    const otherKey = { ...connection, privateKey: sshKeyPair().private };
    expect(await problemOf(testBureauConnection(otherKey))).toBe('AUTH');
    const missing = { ...connection, answerDir: path.join(sshd.dir, 'no-such-dir') };
    expect(await problemOf(testBureauConnection(missing))).toBe('NO_DIRECTORY');
    await expect(testBureauConnection(missing)).rejects.toThrow(/no-such-dir/);
    expect(await problemOf(testBureauConnection({ ...connection, bureauPgpKey: 'nope' }))).toBe('PGP_KEY');
    const secret = await gnupg.armoredSecretKey('bureau@example.com');
    expect(await problemOf(testBureauConnection({ ...connection, bureauPgpKey: secret }))).toBe('PGP_KEY');
    expect(await problemOf(testBureauConnection({ ...connection, port: 1 }))).toBe('UNREACHABLE');
  });

  it('tu-export uploads the encrypted, signed export; tu-import polls, verifies, decrypts and imports the answer', async () => {
    await saveBureauConnection(ctx.db, ctx.deps.encryptionKey, connection);
    const exported = await runBureauExport(work());
    const name = remoteExportName(campaignId);
    const uploaded = path.join(connection.uploadDir, name);
    const bytes = await readFile(uploaded);
    expect(exported).toMatchObject({ file: 'export.csv.sealed', remote: uploaded, bytes: bytes.length });
    expect(exported.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(bytes.includes(Buffer.from('consumer_id'))).toBe(false);

    // The import starts before the answer is there: it polls until the bureau drops it.
    const importing = runBureauImport(work());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await bureauAnswers(uploaded, `offerwell-${campaignId}.answer.csv.pgp`);
    const imported = await importing;
    expect(imported).toMatchObject({ rows, errors: [] });
    expect(imported.transfer?.remote).toBe(path.join(connection.answerDir, `offerwell-${campaignId}.answer.csv.pgp`));
    const stored = await ctx.db.select().from(bureauAttributes).where(eq(bureauAttributes.campaignId, campaignId));
    expect(stored).toHaveLength(rows);
  });

  it('an answer signed by someone else is refused: the step fails with the reason', async () => {
    const forged = path.join(connection.answerDir, `offerwell-${campaignId}.answer.csv.pgp`);
    const plain = path.join(sshd.dir, 'forged.csv');
    await writeFile(plain, 'consumer_id,state,county,zipcode\n');
    // Encrypted to us but unsigned: anyone with our public key could have made it.
    const made = await gnupg.encryptToPlatform(plain, forged);
    expect(made.code, made.stderr).toBe(0);
    expect(await problemOf(runBureauImport(work()))).toBe('PGP_KEY');
    await rm(forged);
  });

  it('no answer within the timeout: tu-import fails with the reason', async () => {
    await saveBureauConnection(ctx.db, ctx.deps.encryptionKey, { ...connection, answerTimeoutSeconds: 2 });
    const [exportStep, importStep] = await ctx.db
      .insert(processingSteps)
      .values([
        { campaignId, key: 'tu-export', step: 'tu-export', status: 'complete', result: { file: 'export.csv.sealed' } },
        { campaignId, key: 'tu-import', step: 'tu-import', status: 'scheduled' },
      ])
      .returning();
    expect(exportStep).toBeDefined();
    const outcome = await runProcessingStep(
      { db: ctx.db, encryptionKey: ctx.deps.encryptionKey, root: processing.root },
      importStep?.id ?? '',
    );
    expect(outcome).toBe('failed');
    const [row] = await ctx.db
      .select()
      .from(processingSteps)
      .where(and(eq(processingSteps.campaignId, campaignId), eq(processingSteps.key, 'tu-import')));
    expect(row?.error).toBe(`No answer from the bureau in ${connection.answerDir} after 2 s`);
  });
});
