import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What one run of the real `gpg` binary said. */
export interface GpgRun {
  code: number;
  stdout: Buffer;
  stderr: string;
  /** The --status-fd lines (GOODSIG, VALIDSIG, IMPORT_OK…). */
  status: string;
}

/**
 * A throwaway GnuPG home (its own temp dir, no agent of the user's touched): the independent implementation the
 * interop tests check the platform's OpenPGP files and keys against. Keys are made without a passphrase.
 */
export async function gnupgHome() {
  const home = await mkdtemp(path.join(tmpdir(), 'offerwell-gnupg-'));
  const gpg = (args: readonly string[], input?: string | Uint8Array) =>
    new Promise<GpgRun>((resolve, reject) => {
      const child = spawn(
        'gpg',
        [
          '--homedir',
          home,
          '--batch',
          '--yes',
          '--no-tty',
          '--pinentry-mode',
          'loopback',
          '--passphrase',
          '',
          '--status-fd',
          '3',
          ...args,
        ],
        { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], env: { ...process.env, GNUPGHOME: home } },
      );
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      const status: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => status.push(chunk));
      child.on('error', reject);
      child.on('close', (code) =>
        resolve({
          code: code ?? -1,
          stdout: Buffer.concat(out),
          stderr: Buffer.concat(err).toString(),
          status: Buffer.concat(status).toString(),
        }),
      );
      // gpg may close its input before reading it (--quick-gen-key reads none): that EPIPE is not a failure, the
      // exit code says how the run went; anything else on the pipe is.
      child.stdin.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') reject(error);
      });
      child.stdin.end(input ?? '');
    });
  return {
    home,
    gpg,
    /** Makes an ed25519/cv25519 key for `uid` ("Name <mail>") and answers its armored public half. */
    async newKey(uid: string): Promise<string> {
      const made = await gpg(['--quick-gen-key', uid, 'future-default', 'default', 'never']);
      if (made.code !== 0) throw new Error(made.stderr);
      return (await gpg(['--armor', '--export', uid])).stdout.toString();
    },
    /** `source` encrypted to the platform key into `target` (the README's command), signed by `signer` if given. */
    encryptToPlatform: (source: string, target: string, options: { signer?: string; armor?: boolean } = {}) =>
      gpg([
        ...(options.signer ? ['--sign', '--local-user', options.signer] : []),
        '--encrypt',
        ...(options.armor ? ['--armor'] : []),
        ...['--recipient', 'processing@offerwell.local', '--trust-model', 'always', '--output', target, source],
      ]),
    async armoredSecretKey(uid: string): Promise<string> {
      return (await gpg(['--armor', '--export-secret-keys', uid])).stdout.toString();
    },
    /** Stops the gpg-agent this home started, then removes the home. */
    async close() {
      await new Promise((resolve) => spawn('gpgconf', ['--homedir', home, '--kill', 'gpg-agent']).on('close', resolve));
      await rm(home, { recursive: true, force: true });
    },
  };
}
