import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client, type SFTPWrapper } from 'ssh2';
import type { BureauConnection } from './bureau-connection.ts';
import { StepFailure } from './step-progress.ts';

/** Why talking to the bureau failed, in words an admin can act on (the connection test shows them as they are). */
export type BureauLinkProblem = 'HOST_KEY' | 'AUTH' | 'UNREACHABLE' | 'NO_DIRECTORY' | 'PGP_KEY' | 'NO_ANSWER';

/** A StepFailure: the step shows its message as the reason. */
export class BureauLinkError extends StepFailure {
  constructor(
    readonly problem: BureauLinkProblem,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether the server's host key is the pinned one: the pin is an OpenSSH public key line (`ssh-ed25519 AAAA…`, as
 * in known_hosts or the server's .pub file) or its `SHA256:…` fingerprint as `ssh-keygen -lf` prints it.
 */
export function hostKeyMatches(pinned: string, presented: Buffer): boolean {
  const pin = pinned.trim();
  if (pin.startsWith('SHA256:'))
    return (
      pin.slice(7).replace(/=+$/, '') === createHash('sha256').update(presented).digest('base64').replace(/=+$/, '')
    );
  const blob = pin.split(/\s+/).find((part) => part.startsWith('AAAA'));
  return blob !== undefined && Buffer.from(blob, 'base64').equals(presented);
}

/** An open SFTP session with the bureau; `end` closes the SSH connection. */
export interface BureauSession {
  readonly sftp: SFTPWrapper;
  end(): void;
}

/** Connects and opens SFTP, refusing any host key but the pinned one; failures become BureauLinkErrors. */
export function openBureauSession(connection: BureauConnection): Promise<BureauSession> {
  const where = `${connection.host}:${connection.port}`;
  return new Promise((resolve, reject) => {
    const client = new Client();
    let hostKeyRefused = false;
    client
      .on('ready', () =>
        client.sftp((error, sftp) => {
          if (error) {
            client.end();
            return reject(new BureauLinkError('UNREACHABLE', `${where} refused the SFTP subsystem: ${error.message}`));
          }
          resolve({ sftp, end: () => client.end() });
        }),
      )
      .on('error', (error: Error & { level?: string; code?: string }) => {
        client.end();
        if (hostKeyRefused)
          return reject(new BureauLinkError('HOST_KEY', `${where} presented a host key that is not the pinned one`));
        if (error.level === 'client-authentication')
          return reject(new BureauLinkError('AUTH', `${where} refused user ${connection.username}: ${error.message}`));
        reject(new BureauLinkError('UNREACHABLE', `Cannot reach ${where}: ${error.code ?? error.message}`));
      })
      .connect({
        host: connection.host,
        port: connection.port,
        username: connection.username,
        ...(connection.privateKey ? { privateKey: connection.privateKey } : {}),
        ...(connection.password ? { password: connection.password } : {}),
        hostVerifier: (key: Buffer) => {
          hostKeyRefused = !hostKeyMatches(connection.hostKey, key);
          return !hostKeyRefused;
        },
        readyTimeout: 15_000,
      });
  });
}

const call = <T>(run: (done: (error: Error | undefined | null, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));

/** The directory's file names; a missing one is a NO_DIRECTORY error naming it. */
export async function listDirectory(session: BureauSession, dir: string): Promise<string[]> {
  const entries = await call<{ filename: string; attrs: { isFile(): boolean } }[]>((done) =>
    session.sftp.readdir(dir, done),
  ).catch((error: Error) => {
    throw new BureauLinkError('NO_DIRECTORY', `The bureau has no directory ${dir} (${error.message})`);
  });
  return entries.filter((entry) => entry.attrs.isFile()).map((entry) => entry.filename);
}

/** What a transfer moved: the step's log of it. */
export interface Transfer {
  remote: string;
  bytes: number;
  sha256: string;
}

/** Counts and hashes the bytes passing through. */
function measured() {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new PassThrough();
  tap.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    hash.update(chunk);
  });
  return { tap, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/**
 * Uploads `source` as `dir/name`: written as `name.part` and renamed when complete, so the bureau never picks up
 * half a file; a rerun overwrites both.
 */
export async function uploadFile(session: BureauSession, source: Readable, dir: string, name: string) {
  await listDirectory(session, dir);
  const remote = `${dir.replace(/\/+$/, '')}/${name}`;
  const { tap, result } = measured();
  await pipeline(source, tap, session.sftp.createWriteStream(`${remote}.part`));
  await call<void>((done) => session.sftp.unlink(remote, () => done(null)));
  await call<void>((done) => session.sftp.rename(`${remote}.part`, remote, done));
  return { remote, ...result() } satisfies Transfer;
}

/** Downloads `dir/name` into the local `target` (0600). */
export async function downloadFile(session: BureauSession, dir: string, name: string, target: string) {
  const remote = `${dir.replace(/\/+$/, '')}/${name}`;
  const { tap, result } = measured();
  await pipeline(session.sftp.createReadStream(remote), tap, createWriteStream(target, { mode: 0o600 }));
  return { remote, ...result() } satisfies Transfer;
}
