import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files sealed at rest as a stream, in the layout of server/auth/secret-box.ts sealBytes (so openBytes opens them
 * too): `OWS1`, iv (12), tag (16), AES-256-GCM ciphertext, the context as additional data. A million-row bureau export
 * never sits in memory: the tag, known only at the end, is written into its place in the header when the stream ends.
 */
const MAGIC = Buffer.from('OWS1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES + TAG_BYTES;

export interface SealedWriter {
  /** Writes clear text; resolves when the file stream wants more (backpressure). */
  write(chunk: string | Buffer): Promise<void>;
  /** Ends the file and writes the tag: until then it does not open. */
  close(): Promise<void>;
}

/** A sealed file being written (mode 0600). */
export function sealedFileWriter(file: string, key: Buffer, context: string): SealedWriter {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const out = createWriteStream(file, { mode: 0o600 });
  const failed = once(out, 'error').then(([error]) => Promise.reject(error));
  failed.catch(() => undefined);
  out.write(Buffer.concat([MAGIC, iv, Buffer.alloc(TAG_BYTES)]));
  return {
    async write(chunk) {
      if (!out.write(cipher.update(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)))
        await Promise.race([once(out, 'drain'), failed]);
    },
    async close() {
      out.end(cipher.final());
      await Promise.race([once(out, 'finish'), failed]);
      const handle = await openFile(file, 'r+');
      try {
        await handle.write(cipher.getAuthTag(), 0, TAG_BYTES, MAGIC.length + IV_BYTES);
      } finally {
        await handle.close();
      }
    },
  };
}

/**
 * The clear bytes of a sealed file as a stream. GCM authenticates at the end: a tampered file or a wrong key makes
 * the stream fail on its last chunk, so a reader must treat its output as provisional until the stream ends.
 */
export async function openSealedFile(file: string, key: Buffer, context: string): Promise<Readable> {
  const header = Buffer.alloc(HEADER_BYTES);
  const handle = await openFile(file, 'r');
  try {
    const { bytesRead } = await handle.read(header, 0, HEADER_BYTES, 0);
    if (bytesRead < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new Error(`${file} is not a sealed file`);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length, MAGIC.length + IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(header.subarray(MAGIC.length + IV_BYTES));
  const out = new PassThrough();
  pipeline(createReadStream(file, { start: HEADER_BYTES }), decipher, out).catch((error) => out.destroy(error));
  return out;
}
