import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { openpgpModule } from './openpgp-module.ts';

/**
 * The bureau exchange's OpenPGP files, streamed (a million-row export is hundreds of megabytes): binary messages,
 * encrypted to the other side's key and signed with ours. Nothing here makes an RFC 9580 packet a GnuPG 2.2 could
 * not read: openpgp only uses SEIPDv2 when the recipient key announces it, and RFC 4880 keys do not (decision 0520).
 */

const toWeb = (input: Readable) => Readable.toWeb(input) as unknown as globalThis.ReadableStream<Uint8Array>;
const fromWeb = (output: globalThis.ReadableStream<Uint8Array>) => Readable.fromWeb(output as unknown as WebStream);

/** `input` encrypted to `recipientKey` (armored public key) and signed with `signingKey` (armored private key). */
export async function encryptAndSign(
  input: Readable,
  recipientKey: string,
  signingKey: string,
  filename: string,
): Promise<Readable> {
  const openpgp = await openpgpModule();
  const [encryptionKeys, signingKeys] = await Promise.all([
    openpgp.readKey({ armoredKey: recipientKey }),
    openpgp.readPrivateKey({ armoredKey: signingKey }),
  ]);
  const message = await openpgp.createMessage({ binary: toWeb(input), filename, format: 'binary' });
  const encrypted = await openpgp.encrypt({ message, encryptionKeys, signingKeys, format: 'binary' });
  return fromWeb(encrypted as globalThis.ReadableStream<Uint8Array>);
}

/** A message that is not for our keys, or not signed by the expected key. */
export class PgpRefused extends Error {}

/**
 * Decrypts the message in `source` (binary or armored) with one of `decryptionKeys` into `target`, requiring a valid
 * signature by `verificationKey`: a missing or bad signature fails the stream before the file is complete, so a
 * caller never imports an unverified answer.
 */
export async function decryptAndVerifyFile(
  source: string,
  target: string,
  decryptionKeys: readonly string[],
  verificationKey: string,
): Promise<void> {
  const openpgp = await openpgpModule();
  const [keys, verificationKeys] = await Promise.all([
    Promise.all(decryptionKeys.map((armoredKey) => openpgp.readPrivateKey({ armoredKey }))),
    openpgp.readKey({ armoredKey: verificationKey }),
  ]);
  const refuse = (error: Error) => {
    throw new PgpRefused(error.message);
  };
  const message = (await isArmored(source))
    ? await openpgp.readMessage({ armoredMessage: toWebText(createReadStream(source, 'utf8')) }).catch(refuse)
    : await openpgp.readMessage({ binaryMessage: toWeb(createReadStream(source)) }).catch(refuse);
  const decrypted = await openpgp
    .decrypt({ message, decryptionKeys: keys, verificationKeys, expectSigned: true, format: 'binary' })
    .catch(refuse);
  const data = fromWeb(decrypted.data as globalThis.ReadableStream<Uint8Array>);
  await pipeline(data, createWriteStream(target, { mode: 0o600 })).catch(refuse);
}

const toWebText = (input: Readable) => Readable.toWeb(input) as unknown as globalThis.ReadableStream<string>;

/** An armored message starts with its armor line (after blank space); a binary one with a packet tag byte. */
async function isArmored(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, 64, 0);
    return head.subarray(0, bytesRead).toString('latin1').trimStart().startsWith('-----BEGIN PGP');
  } finally {
    await handle.close();
  }
}
