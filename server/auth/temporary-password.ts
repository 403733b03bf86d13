import { randomInt } from 'node:crypto';

// No look-alikes (0/O, 1/l/I): the user types it from a mail.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A temporary password for a new user or an admin reset: 16 characters from crypto's CSPRNG (about 93 bits), in
 * groups of four so it can be read from a mail. Long enough for the password rules; never stored in clear.
 */
export function temporaryPassword(): string {
  const characters = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}
