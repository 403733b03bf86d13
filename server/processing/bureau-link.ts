import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/pool.ts';
import type { BureauConnection } from './bureau-connection.ts';
import {
  BureauLinkError,
  type BureauSession,
  downloadFile,
  listDirectory,
  openBureauSession,
  type Transfer,
  uploadFile,
} from './bureau-sftp.ts';
import { openpgpModule } from './openpgp-module.ts';
import { decryptAndVerifyFile, encryptAndSign } from './pgp-files.ts';
import { platformPgpDecryptionKeys, platformPgpKey } from './platform-keys.ts';

/**
 * The bureau exchange over SFTP + OpenPGP (issue 29 item 1, decision 0522): the export goes up encrypted to the
 * bureau's key and signed with ours; the answer comes back from the bureau's directory, is verified against the
 * bureau's key and decrypted with ours. File names carry the campaign id, so several campaigns can be in flight.
 */

/** The export's name on the bureau's side. */
export const remoteExportName = (campaignId: string) => `offerwell-${campaignId}.csv.pgp`;
/** An answer file of the campaign: `offerwell-<campaign id>…` ending .pgp, .gpg or .asc (not a `.part`). */
const isAnswerOf = (campaignId: string, name: string) =>
  name.startsWith(`offerwell-${campaignId}`) && /\.(pgp|gpg|asc)$/.test(name) && name !== remoteExportName(campaignId);

async function withSession<T>(connection: BureauConnection, work: (session: BureauSession) => Promise<T>) {
  const session = await openBureauSession(connection);
  try {
    return await work(session);
  } finally {
    session.end();
  }
}

/** The bureau's key, refused with a PGP_KEY error when it cannot be encrypted to. */
async function bureauEncryptionKey(connection: BureauConnection) {
  const openpgp = await openpgpModule();
  const key = await openpgp.readKey({ armoredKey: connection.bureauPgpKey }).catch(() => null);
  if (!key) throw new BureauLinkError('PGP_KEY', 'The bureau PGP key is not an armored OpenPGP public key');
  if (key.isPrivate())
    throw new BureauLinkError('PGP_KEY', 'The bureau PGP key is a private key: paste its public half');
  await key.getEncryptionKey().catch(() => {
    throw new BureauLinkError('PGP_KEY', 'The bureau PGP key has no usable encryption key (expired or revoked?)');
  });
  return key;
}

/** Uploads the clear export (opened from its sealed file), encrypted to the bureau and signed with our key. */
export async function sendExport(
  db: Db,
  encryptionKey: Buffer,
  connection: BureauConnection,
  campaignId: string,
  clearExport: Readable,
): Promise<Transfer> {
  await bureauEncryptionKey(connection);
  const ours = await platformPgpKey(db, encryptionKey);
  const name = remoteExportName(campaignId);
  const encrypted = await encryptAndSign(clearExport, connection.bureauPgpKey, ours.privateKey(), 'export.csv');
  return withSession(connection, (session) => uploadFile(session, encrypted, connection.uploadDir, name));
}

/** Waits for the campaign's answer in the bureau's directory: 1 s, 2 s, 4 s… at most a minute apart. */
async function awaitAnswer(
  session: BureauSession,
  connection: BureauConnection,
  campaignId: string,
  signal?: AbortSignal,
) {
  const deadline = Date.now() + connection.answerTimeoutSeconds * 1000;
  for (let delay = 1000; ; delay = Math.min(delay * 2, 60_000)) {
    const found = (await listDirectory(session, connection.answerDir)).filter((name) => isAnswerOf(campaignId, name));
    if (found.length) return found.sort().at(-1) as string;
    const left = deadline - Date.now();
    if (left <= 0 || signal?.aborted)
      throw new BureauLinkError(
        'NO_ANSWER',
        `No answer from the bureau in ${connection.answerDir} after ${connection.answerTimeoutSeconds} s`,
      );
    await sleep(Math.min(delay, left), undefined, { signal }).catch(() => undefined);
  }
}

/**
 * Polls for the answer, downloads it into `dir` and opens it: verified against the bureau's key, decrypted with the
 * platform key (or a retired one). Answers the clear answer file and the transfer.
 */
export async function receiveAnswer(
  db: Db,
  encryptionKey: Buffer,
  connection: BureauConnection,
  campaignId: string,
  dir: string,
  signal?: AbortSignal,
): Promise<{ file: string; transfer: Transfer }> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const received = path.join(dir, 'answer.pgp');
  const transfer = await withSession(connection, async (session) => {
    const name = await awaitAnswer(session, connection, campaignId, signal);
    return downloadFile(session, connection.answerDir, name, received);
  });
  const file = path.join(dir, 'answer.csv');
  const keys = await platformPgpDecryptionKeys(db, encryptionKey);
  await decryptAndVerifyFile(received, file, keys, connection.bureauPgpKey).catch((error: Error) => {
    throw new BureauLinkError('PGP_KEY', `The bureau's answer did not verify and decrypt: ${error.message}`);
  });
  return { file, transfer };
}

/**
 * The settings page's connection test: the bureau's PGP key, the host key, the login and both directories, each
 * failure a BureauLinkError with its reason. Answers the files waiting in each directory.
 */
export async function testBureauConnection(connection: BureauConnection) {
  await bureauEncryptionKey(connection);
  return withSession(connection, async (session) => ({
    upload: (await listDirectory(session, connection.uploadDir)).length,
    answers: (await listDirectory(session, connection.answerDir)).length,
  }));
}
