import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'owk_';
/** How much of a key lists show: the marker and 8 characters, enough to tell keys apart, useless to call with. */
export const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/**
 * The stored form of a key: SHA-256, hex. A fast hash is right for API keys (unlike passwords): each is 32 random
 * bytes, so a leaked hash gives nothing to guess with, and every partner call hashes once to find its key.
 */
export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key: `owk_` and 32 random bytes in base64url (43 characters). */
export function newApiKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key), keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
}
