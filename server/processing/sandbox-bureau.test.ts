import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../../tests/integration/console-auth.ts';
import { processingDirFixture } from '../../tests/integration/processing-dir.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { bureauAttributes, platformKeys } from '../db/schema/index.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { silentProgress } from '../jobs/job-progress.ts';
import { sandboxAttributes } from '../providers/bureau.ts';
import { BUREAU_CONNECTION, type BureauConnection, saveBureauConnection } from './bureau-connection.ts';
import { remoteExportName, testBureauConnection } from './bureau-link.ts';
import { BureauLinkError, openBureauSession, uploadFile } from './bureau-sftp.ts';
import { sshKeyPair } from './platform-keys.ts';
import { type RunningSandboxBureau, sandboxBureauSettings, startSandboxBureau } from './sandbox-bureau.ts';
import { refusalName } from './sandbox-bureau-answer.ts';
import { runBureauExport, runBureauImport } from './step-work.ts';

/**
 * Decision 0570: the sandbox bureau the product runs is a real SFTP + OpenPGP endpoint; the product's own client
 * (bureau-link.ts, the code a real bureau gets) exports to it and imports its signed answer.
 */
let bureau: RunningSandboxBureau;
const ctx = seededApp({
  signIns: ['admin', 'cu-admin'],
  deps: { sandboxBureau: { connection: () => bureau.connection() } },
});
const campaignId = DEMO_CAMPAIGNS.current.id;
const processing = processingDirFixture('offerwell-sandbox-bureau');
let connection: BureauConnection;

const work = () => ({ db: ctx.db, encryptionKey: ctx.deps.encryptionKey, campaignId, progress: silentProgress() });
const outbox = () => path.join(processing.root, 'sandbox-bureau', 'sftp', 'outbox');
const inbox = () => path.join(processing.root, 'sandbox-bureau', 'sftp', 'inbox');
const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => (error instanceof BureauLinkError ? error.problem : error.message),
  );

beforeAll(async () => {
  bureau = await startSandboxBureau({
    db: ctx.db,
    encryptionKey: ctx.deps.encryptionKey,
    root: processing.root,
    port: 0,
  });
  connection = await bureau.connection();
});
afterAll(async () => {
  await bureau?.close();
});

describe('the sandbox bureau as an SFTP endpoint (decision 0570)', () => {
  it('is on outside production unless switched off, and off in production unless switched on', () => {
    expect(sandboxBureauSettings({}, 'development')).toEqual({ enabled: true, port: 2223, host: '127.0.0.1' });
    expect(sandboxBureauSettings({ BUREAU_SANDBOX_SFTP: '0' }, 'development').enabled).toBe(false);
    expect(sandboxBureauSettings({}, 'production').enabled).toBe(false);
    expect(sandboxBureauSettings({ BUREAU_SANDBOX_SFTP: '1', BUREAU_SANDBOX_SFTP_PORT: '0' }, 'production')).toEqual({
      enabled: true,
      port: 0,
      host: '127.0.0.1',
    });
  });

  it('hands its connection to admins who may change processing, and the connection test passes', async () => {
    const answer = await ctx.call('/api/admin/processing/bureau/sandbox', authed('GET', ctx.tokens.admin));
    expect(await answer.json()).toEqual({ connection });
    const other = await ctx.call('/api/admin/processing/bureau/sandbox', authed('GET', ctx.tokens['cu-admin']));
    expect(other.status).toBe(403);
    const view = await ctx.call('/api/admin/processing/bureau', authed('GET', ctx.tokens.admin));
    expect(await view.json()).toMatchObject({ source: 'sandbox', sandboxEndpoint: true });
    expect(connection).toMatchObject({ host: '127.0.0.1', port: bureau.port, uploadDir: '/inbox' });
    expect(await testBureauConnection(connection)).toEqual({ upload: 0, answers: 0 });
    // The account sees its two folders and nothing of where the bureau makes its clear files.
    const session = await openBureauSession(connection);
    const names = await new Promise<string[]>((resolve, reject) =>
      session.sftp.readdir('/', (error, list) => (error ? reject(error) : resolve(list.map((e) => e.filename)))),
    ).finally(() => session.end());
    expect(names.sort()).toEqual(['inbox', 'outbox']);
  });

  it('refuses another login key, another user and a host key that is not its own', async () => {
    const stranger = sshKeyPair();
    expect(await problemOf(testBureauConnection({ ...connection, privateKey: stranger.private }))).toBe('AUTH');
    expect(await problemOf(testBureauConnection({ ...connection, username: 'someone' }))).toBe('AUTH');
    expect(await problemOf(testBureauConnection({ ...connection, hostKey: stranger.public }))).toBe('HOST_KEY');
    expect(await problemOf(testBureauConnection({ ...connection, answerDir: '/elsewhere' }))).toBe('NO_DIRECTORY');
  });

  it('answers the signed, encrypted export: tu-import downloads, verifies, decrypts and imports it', async () => {
    await saveBureauConnection(ctx.db, ctx.deps.encryptionKey, connection);
    const exported = await runBureauExport(work());
    expect(exported).toMatchObject({ remote: `/inbox/${remoteExportName(campaignId)}` });
    const imported = await runBureauImport(work());
    expect(imported.errors).toEqual([]);
    expect(imported.rows).toBe(exported.rows);
    expect(imported.transfer?.remote).toBe(`/outbox/offerwell-${campaignId}.answer.csv.pgp`);
    // The bureau keeps no clear file and no upload: only its encrypted answer stays in its outbox.
    expect(await readdir(inbox())).toEqual([]);
    expect(await readdir(path.join(processing.root, 'sandbox-bureau', 'work'))).toEqual([]);
    const answer = await readFile(path.join(outbox(), `offerwell-${campaignId}.answer.csv.pgp`));
    expect(answer.includes(Buffer.from('consumer_id'))).toBe(false);
    // The same deterministic attributes as the in-process sandbox.
    const stored = await ctx.db.select().from(bureauAttributes).where(eq(bureauAttributes.campaignId, campaignId));
    expect(stored).toHaveLength(imported.rows);
    const [first] = stored;
    const attributes = first?.attributes as Record<string, number> | undefined;
    expect(attributes?.FICO).toBe(sandboxAttributes(first?.consumerId ?? '').attributes.FICO);
    await ctx.db.delete(platformKeys).where(eq(platformKeys.name, BUREAU_CONNECTION));
  });

  it('refuses an upload not signed by the platform: a note, no answer, the upload removed', async () => {
    const bureauKey = await openpgp.readKey({ armoredKey: connection.bureauPgpKey });
    const message = await openpgp.createMessage({ text: 'consumer_id\n1\n' });
    const unsigned = await openpgp.encrypt({ message, encryptionKeys: bureauKey, format: 'binary' });
    const session = await openBureauSession(connection);
    try {
      await uploadFile(session, Readable.from([Buffer.from(unsigned)]), '/inbox', 'offerwell-forged-1.csv.pgp');
    } finally {
      session.end();
    }
    await bureau.idle();
    const note = await readFile(path.join(outbox(), refusalName('forged-1')), 'utf8');
    expect(note).toMatch(/refused offerwell-forged-1\.csv\.pgp/);
    expect(existsSync(path.join(outbox(), 'offerwell-forged-1.answer.csv.pgp'))).toBe(false);
    expect(await readdir(inbox())).toEqual([]);
  });
});
