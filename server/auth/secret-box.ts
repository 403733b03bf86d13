import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1';

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. Used for TOTP secrets now, PII columns later. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was not sealed with this key or was tampered with. */
export function open(key: Buffer, sealed: string): string {
  const [prefix, iv, tag, ciphertext] = sealed.split('.');
  if (prefix !== PREFIX || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** Marks sealed bytes (files at rest): magic, then iv (12), tag (16) and the ciphertext. */
const BYTES_MAGIC = Buffer.from('OWS1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM over bytes (uploaded documents), same key as `seal`; `context` binds the bytes to their row. */
export function sealBytes(key: Buffer, plaintext: Uint8Array, context = ''): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([BYTES_MAGIC, iv, cipher.getAuthTag(), ciphertext]);
}

export const isSealedBytes = (stored: Uint8Array): boolean =>
  stored.length >= BYTES_MAGIC.length + IV_BYTES + TAG_BYTES &&
  BYTES_MAGIC.equals(stored.subarray(0, BYTES_MAGIC.length));

/** Throws when the bytes were not sealed with this key and context, or were tampered with. */
export function openBytes(key: Buffer, sealed: Uint8Array, context = ''): Buffer {
  if (!isSealedBytes(sealed)) throw new Error('Not sealed bytes');
  const start = BYTES_MAGIC.length;
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(start, start + IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(start + IV_BYTES, start + IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(start + IV_BYTES + TAG_BYTES)), decipher.final()]);
}
