import { and, desc, eq, like, lt } from 'drizzle-orm';
import ssh2 from 'ssh2';
import { open, seal } from '../auth/secret-box.ts';
import type { Db, Executor } from '../db/pool.ts';
import { embedderSftpKeys, platformKeys } from '../db/schema/index.ts';
import { openpgpModule } from './openpgp-module.ts';

export const PGP_KEY = 'pgp';
export const SFTP_HOST_KEY = 'sftp-host';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
  fingerprint: string;
}

/** The stored key pair `name`, made by `create` on first use (its private half sealed); a race keeps the first. */
export async function platformKey(db: Db, encryptionKey: Buffer, name: string, create: () => Promise<KeyPair>) {
  const read = async () => (await db.select().from(platformKeys).where(eq(platformKeys.name, name)))[0];
  let row = await read();
  if (!row) {
    const pair = await create();
    await db
      .insert(platformKeys)
      .values({
        name,
        publicKey: pair.publicKey,
        privateKey: seal(encryptionKey, pair.privateKey),
        fingerprint: pair.fingerprint,
      })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error(`platform key ${name} missing`);
  return {
    publicKey: row.publicKey,
    fingerprint: row.fingerprint,
    privateKey: () => open(encryptionKey, row.privateKey),
    createdAt: row.createdAt,
  };
}

/** Draws before giving up: one draw in 256 is unreadable (below), so 16 fail together about once in 10^38. */
const SSH_KEY_DRAWS = 16;

/**
 * A new ed25519 key pair in OpenSSH format that ssh2 reads back. ssh2 1.17 strips the leading zero bytes of the
 * public key when it writes the pair, so one key in 256 (a public key starting with 0x00) comes out malformed and
 * its own server refuses it ("Malformed OpenSSH private key"; mscdex/ssh2#1390, #1513). Such a draw is discarded.
 */
export function sshKeyPair(comment?: string): { public: string; private: string } {
  for (let draw = 0; draw < SSH_KEY_DRAWS; draw++) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519', comment ? { comment } : {});
    const readable = [pair.public, pair.private].every((key) => !(ssh2.utils.parseKey(key) instanceof Error));
    if (readable) return pair;
  }
  throw new Error('could not make a readable ed25519 key pair');
}

/** A new SSH key pair (ed25519, OpenSSH format), as a stored key pair. */
export const newSshKeyPair = async (comment?: string): Promise<KeyPair> => {
  const pair = sshKeyPair(comment);
  return { publicKey: pair.public, privateKey: pair.private, fingerprint: '' };
};

const sshReadable = (key: string) => !(ssh2.utils.parseKey(key) instanceof Error);

/**
 * The stored SSH key pair `name`. One that ssh2 wrote unreadably (made before sshKeyPair discarded such draws) never
 * served a connection, so nobody trusts it: it is replaced by a new pair.
 */
export async function platformSshKey(db: Db, encryptionKey: Buffer, name: string, comment?: string) {
  const create = () => newSshKeyPair(comment);
  const stored = await platformKey(db, encryptionKey, name, create);
  if (sshReadable(stored.publicKey) && sshReadable(stored.privateKey())) return stored;
  await db.delete(platformKeys).where(and(eq(platformKeys.name, name), eq(platformKeys.publicKey, stored.publicKey)));
  return platformKey(db, encryptionKey, name, create);
}

/** The SFTP server's host key (ed25519, OpenSSH format). */
export const sftpHostKey = (db: Db, encryptionKey: Buffer) => platformSshKey(db, encryptionKey, SFTP_HOST_KEY);

/** Retired PGP keys are stored as `pgp-retired:<fingerprint>`; their created_at is the time they were retired. */
const RETIRED_PREFIX = `${PGP_KEY}-retired:`;
/** How long a retired key still decrypts: files encrypted to it before the rotation get this long to arrive. */
export const RETIRED_PGP_KEY_DAYS = 30;

/**
 * A key every OpenPGP implementation in use reads: a v4 key (RFC 4880), ed25519 signing with a legacy cv25519
 * encryption subkey, which GnuPG 2.2 imports. openpgp v6's `curve25519` type makes an RFC 9580 v6 key (algorithms
 * 27/25) that GnuPG 2.2 refuses — decision 0520.
 */
export async function newPgpKeyPair(userID: { name: string; email: string }): Promise<KeyPair> {
  const openpgp = await openpgpModule();
  const { publicKey, privateKey } = await openpgp.generateKey({
    type: 'ecc',
    curve: 'curve25519Legacy',
    userIDs: [userID],
    format: 'armored',
    config: { v6Keys: false },
  });
  const fingerprint = (await openpgp.readKey({ armoredKey: publicKey })).getFingerprint().toUpperCase();
  return { publicKey, privateKey, fingerprint };
}

/** RFC 4880 form: a v4 primary key and subkeys whose algorithms predate RFC 9580 (ids below 25). */
export async function isRfc4880Key(armoredKey: string): Promise<boolean> {
  const openpgp = await openpgpModule();
  const key = await openpgp.readKey({ armoredKey }).catch(() => null);
  if (key?.keyPacket.version !== 4) return false;
  // packet.algorithm is the numeric id (openpgp.enums.publicKey).
  const algorithms = [key.keyPacket, ...key.subkeys.map((subkey) => subkey.keyPacket)].map((packet) =>
    Number(packet.algorithm),
  );
  return algorithms.every((id) => id < 25);
}

const newPlatformPgpKey = () =>
  newPgpKeyPair({ name: 'Offerwell campaign processing', email: 'processing@offerwell.local' });

/**
 * Retires the stored platform key when it is not in RFC 4880 form (made before decision 0520): it is renamed
 * `pgp-retired:<fingerprint>` — still decrypting files embedders encrypted to it — and the next read makes a new
 * one. Answers whether it rotated; a concurrent rotation of the same key is a no-op.
 */
export async function rotateLegacyPgpKey(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select().from(platformKeys).where(eq(platformKeys.name, PGP_KEY));
  if (!row || (await isRfc4880Key(row.publicKey))) return false;
  const renamed = await db
    .update(platformKeys)
    .set({ name: `${RETIRED_PREFIX}${row.fingerprint}`, createdAt: now })
    .where(and(eq(platformKeys.name, PGP_KEY), eq(platformKeys.fingerprint, row.fingerprint)))
    .returning({ name: platformKeys.name });
  return renamed.length > 0;
}

/** The platform's OpenPGP key embedders encrypt their consumer files to (and the bureau exchange signs with). */
export async function platformPgpKey(db: Db, encryptionKey: Buffer) {
  await rotateLegacyPgpKey(db);
  return platformKey(db, encryptionKey, PGP_KEY, newPlatformPgpKey);
}

/** The retired keys still within RETIRED_PGP_KEY_DAYS, newest first; older ones are deleted here. */
async function retiredPgpKeys(db: Db, encryptionKey: Buffer, now = new Date()) {
  const cutoff = new Date(now.getTime() - RETIRED_PGP_KEY_DAYS * 86_400_000);
  await db
    .delete(platformKeys)
    .where(and(like(platformKeys.name, `${RETIRED_PREFIX}%`), lt(platformKeys.createdAt, cutoff)));
  const rows = await db
    .select()
    .from(platformKeys)
    .where(like(platformKeys.name, `${RETIRED_PREFIX}%`))
    .orderBy(desc(platformKeys.createdAt));
  return rows.map((row) => open(encryptionKey, row.privateKey));
}

/** The armored private keys that decrypt files sent to the platform: the current one, then the retired ones kept. */
export async function platformPgpDecryptionKeys(db: Db, encryptionKey: Buffer): Promise<string[]> {
  const current = (await platformPgpKey(db, encryptionKey)).privateKey();
  return [current, ...(await retiredPgpKeys(db, encryptionKey))];
}

/** Reads a PGP message, armored or binary. */
export async function readPgpMessage(message: Uint8Array) {
  const openpgp = await openpgpModule();
  const text = Buffer.from(message).toString('utf8');
  return text.trimStart().startsWith('-----BEGIN PGP MESSAGE-----')
    ? openpgp.readMessage({ armoredMessage: text })
    : openpgp.readMessage({ binaryMessage: message });
}

/**
 * Decrypts a PGP message (armored or binary) with the platform key, or a retired one still kept (a file encrypted
 * before a rotation); throws when it is not one for any of them.
 */
export async function decryptWithPlatformKey(db: Db, encryptionKey: Buffer, message: Uint8Array): Promise<string> {
  const armored = await platformPgpDecryptionKeys(db, encryptionKey);
  const openpgp = await openpgpModule();
  const decryptionKeys = await Promise.all(armored.map((armoredKey) => openpgp.readPrivateKey({ armoredKey })));
  const { data } = await openpgp.decrypt({ message: await readPgpMessage(message), decryptionKeys, format: 'utf8' });
  return data as string;
}

/**
 * A new SFTP key pair for an embedder (ed25519, OpenSSH): the public half replaces the stored one, the private half
 * is returned once (the admin downloads it for the embedder) and never kept.
 */
export async function newEmbedderSftpKey(db: Executor, embedderId: string, createdBy: string | null) {
  const pair = sshKeyPair('offerwell-sftp');
  const [row] = await db
    .insert(embedderSftpKeys)
    .values({ embedderId, publicKey: pair.public, createdBy })
    .onConflictDoUpdate({
      target: embedderSftpKeys.embedderId,
      set: { publicKey: pair.public, createdBy, createdAt: new Date() },
    })
    .returning();
  return { privateKey: pair.private, publicKey: pair.public, createdAt: row?.createdAt ?? new Date() };
}
