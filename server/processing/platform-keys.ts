import { eq } from 'drizzle-orm';
import * as openpgp from 'openpgp';
import ssh2 from 'ssh2';
import { open, seal } from '../auth/secret-box.ts';
import type { Db, Executor } from '../db/pool.ts';
import { embedderSftpKeys, platformKeys } from '../db/schema/index.ts';

export const PGP_KEY = 'pgp';
export const SFTP_HOST_KEY = 'sftp-host';

interface KeyPair {
  publicKey: string;
  privateKey: string;
  fingerprint: string;
}

/** The stored key pair `name`, made by `create` on first use (its private half sealed); a race keeps the first. */
async function platformKey(db: Db, encryptionKey: Buffer, name: string, create: () => Promise<KeyPair>) {
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

/** The platform's OpenPGP key (curve25519) embedders encrypt their consumer files to. */
export const platformPgpKey = (db: Db, encryptionKey: Buffer) =>
  platformKey(db, encryptionKey, PGP_KEY, async () => {
    const { publicKey, privateKey } = await openpgp.generateKey({
      type: 'curve25519',
      userIDs: [{ name: 'Offerwell campaign processing', email: 'processing@offerwell.local' }],
      format: 'armored',
    });
    const fingerprint = (await openpgp.readKey({ armoredKey: publicKey })).getFingerprint().toUpperCase();
    return { publicKey, privateKey, fingerprint };
  });

/** The SFTP server's host key (ed25519, OpenSSH format). */
export const sftpHostKey = (db: Db, encryptionKey: Buffer) =>
  platformKey(db, encryptionKey, SFTP_HOST_KEY, async () => {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    return { publicKey: pair.public, privateKey: pair.private, fingerprint: '' };
  });

/** Decrypts a PGP message (armored or binary) with the platform key; throws when it is not one for that key. */
export async function decryptWithPlatformKey(db: Db, encryptionKey: Buffer, message: Uint8Array): Promise<string> {
  const key = await platformPgpKey(db, encryptionKey);
  const privateKey = await openpgp.readPrivateKey({ armoredKey: key.privateKey() });
  const text = Buffer.from(message).toString('utf8');
  const parsed = text.trimStart().startsWith('-----BEGIN PGP MESSAGE-----')
    ? await openpgp.readMessage({ armoredMessage: text })
    : await openpgp.readMessage({ binaryMessage: message });
  const { data } = await openpgp.decrypt({ message: parsed, decryptionKeys: privateKey, format: 'utf8' });
  return data as string;
}

/**
 * A new SFTP key pair for an embedder (ed25519, OpenSSH): the public half replaces the stored one, the private half
 * is returned once (the admin downloads it for the embedder) and never kept.
 */
export async function newEmbedderSftpKey(db: Executor, embedderId: string, createdBy: string | null) {
  const pair = ssh2.utils.generateKeyPairSync('ed25519', { comment: 'offerwell-sftp' });
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
