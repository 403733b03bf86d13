import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { open, seal } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import { platformKeys } from '../db/schema/index.ts';

/**
 * Where the credit bureau is: an SFTP account (host key pinned) with a directory we upload exports to and one it
 * leaves its answers in, and the bureau's OpenPGP key the exports are encrypted to and its answers are signed with.
 * Our side signs with the platform PGP key (platform-keys.ts). Decision 0522.
 */
export interface BureauConnection {
  host: string;
  port: number;
  username: string;
  /** OpenSSH or PEM private key; secret. */
  privateKey?: string | undefined;
  /** Secret; used when the bureau gives a password instead of (or with) a key. */
  password?: string | undefined;
  /** The pinned host key: an OpenSSH public key line or its `SHA256:` fingerprint. */
  hostKey: string;
  /** Where the export goes (the bureau's inbox). */
  uploadDir: string;
  /** Where the bureau leaves its answer. */
  answerDir: string;
  /** The bureau's armored OpenPGP public key. */
  bureauPgpKey: string;
  /** How long tu-import waits for the answer before it fails. */
  answerTimeoutSeconds: number;
}

/** Stored as a platform_keys row: public settings as JSON in public_key, the secrets sealed in private_key. */
export const BUREAU_CONNECTION = 'bureau-connection';
// Under pg-boss's 15-minute job expiry: a longer wait needs the step re-run (retry), not a longer job.
const DEFAULT_TIMEOUT = 600;

type Secrets = Pick<BureauConnection, 'privateKey' | 'password'>;

const fileOrValue = (value: string | undefined, file: string | undefined) =>
  value ?? (file ? readFileSync(file, 'utf8') : undefined);

/** The connection from BUREAU_* environment variables (README "The credit bureau"); null when BUREAU_SFTP_HOST is unset. */
export function bureauConnectionFromEnv(env: NodeJS.ProcessEnv = process.env): BureauConnection | null {
  if (!env.BUREAU_SFTP_HOST) return null;
  return {
    host: env.BUREAU_SFTP_HOST,
    port: Number(env.BUREAU_SFTP_PORT ?? 22),
    username: env.BUREAU_SFTP_USER ?? '',
    privateKey: fileOrValue(env.BUREAU_SFTP_KEY, env.BUREAU_SFTP_KEY_FILE),
    password: env.BUREAU_SFTP_PASSWORD,
    hostKey: env.BUREAU_SFTP_HOST_KEY ?? '',
    uploadDir: env.BUREAU_SFTP_UPLOAD_DIR ?? 'inbox',
    answerDir: env.BUREAU_SFTP_ANSWER_DIR ?? 'outbox',
    bureauPgpKey: fileOrValue(env.BUREAU_PGP_KEY, env.BUREAU_PGP_KEY_FILE) ?? '',
    answerTimeoutSeconds: Number(env.BUREAU_ANSWER_TIMEOUT_SECONDS ?? DEFAULT_TIMEOUT),
  };
}

/** The connection the admin saved, its secrets opened; null when none was saved. */
export async function storedBureauConnection(db: Db, encryptionKey: Buffer): Promise<BureauConnection | null> {
  const [row] = await db.select().from(platformKeys).where(eq(platformKeys.name, BUREAU_CONNECTION));
  if (!row) return null;
  const secrets = JSON.parse(open(encryptionKey, row.privateKey)) as Secrets;
  return { ...(JSON.parse(row.publicKey) as BureauConnection), ...secrets };
}

/**
 * Saves the admin's connection: the private key and password sealed. A secret left out keeps the stored one (the
 * settings page shows secrets masked and sends only what the admin retyped).
 */
export async function saveBureauConnection(db: Db, encryptionKey: Buffer, input: BureauConnection): Promise<void> {
  const before = await storedBureauConnection(db, encryptionKey);
  const { privateKey, password, ...settings } = input;
  const secrets: Secrets = {
    privateKey: privateKey ?? before?.privateKey,
    password: password ?? before?.password,
  };
  const values = { publicKey: JSON.stringify(settings), privateKey: seal(encryptionKey, JSON.stringify(secrets)) };
  await db
    .insert(platformKeys)
    .values({ name: BUREAU_CONNECTION, fingerprint: '', ...values })
    .onConflictDoUpdate({ target: platformKeys.name, set: { ...values, createdAt: new Date() } });
}

/** The bureau in use: the admin's saved connection, else the environment's, else none (the in-process sandbox). */
export async function bureauConnection(db: Db, encryptionKey: Buffer): Promise<BureauConnection | null> {
  return (await storedBureauConnection(db, encryptionKey)) ?? bureauConnectionFromEnv();
}

/** The connection as an API answer: secrets only say whether they are set. */
export function maskedBureauConnection(connection: BureauConnection) {
  const { privateKey, password, ...settings } = connection;
  return { ...settings, privateKey: privateKey ? '••••••••' : null, password: password ? '••••••••' : null };
}
