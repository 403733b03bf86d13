import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
  encryptionKey: Buffer;
  /** Password of the embedded cluster's superuser (unused with DATABASE_URL). */
  pgPassword: string;
}

interface StoredSecrets {
  jwtSecret: string;
  encryptionKey: string;
  pgPassword: string;
}

/** Accepts a 32-byte key as 64 hex characters or base64; anything else is refused. */
export function parseKey(raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/**
 * Secrets from the environment, else generated once and kept in DATA_DIR/secrets.json (mode 600) so that tokens
 * and encrypted columns survive a restart. Production sets them in the environment.
 */
export async function loadSecrets(
  dataDir: string,
  fromEnv: { jwtSecret?: string | undefined; encryptionKey?: string | undefined },
): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  let stored: StoredSecrets;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch {
    stored = {
      jwtSecret: randomBytes(48).toString('base64url'),
      encryptionKey: randomBytes(32).toString('hex'),
      pgPassword: randomBytes(24).toString('base64url'),
    };
    await mkdir(dataDir, { recursive: true });
    // Written whole or not at all (temp file + rename): a kill mid-write must not leave an empty file that the next
    // start would replace with new secrets, locking it out of the cluster initialised with the old password.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(stored, null, 2), { mode: 0o600 });
    await rename(partial, file);
  }
  return {
    jwtSecret: fromEnv.jwtSecret ?? stored.jwtSecret,
    encryptionKey: parseKey(fromEnv.encryptionKey ?? stored.encryptionKey),
    pgPassword: stored.pgPassword,
  };
}
