import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released for sshd to take). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Resolves once the port answers with an SSH banner. */
async function waitForBanner(port: number, deadline = Date.now() + 10_000): Promise<void> {
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('SSH-'));
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`sshd did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A real OpenSSH sshd (/usr/sbin/sshd) for interop tests: its own config, host key and authorized_keys in a temp
 * dir, a random port, run in the foreground (`-D -e`) as a child of the test and stopped by its pid. The user is the
 * one running the tests; `authorizedKey` is the OpenSSH public key line allowed in.
 */
export async function startOpenSshServer(authorizedKey: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'offerwell-sshd-'));
  const hostKeyFile = path.join(dir, 'host_ed25519');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', hostKeyFile]);
  await writeFile(path.join(dir, 'authorized_keys'), `${authorizedKey.trim()}\n`, { mode: 0o600 });
  // sshd checks for its privilege-separation directory even with PidFile none.
  await mkdir('/run/sshd', { recursive: true, mode: 0o755 }).catch(() => undefined);
  const port = await freePort();
  const config = path.join(dir, 'sshd_config');
  await writeFile(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKeyFile}`,
      'PidFile none',
      `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
      'StrictModes no',
      'UsePAM no',
      'PermitRootLogin yes',
      'PasswordAuthentication yes',
      'KbdInteractiveAuthentication no',
      'Subsystem sftp internal-sftp',
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  const child = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  try {
    await waitForBanner(port);
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}: ${log}`);
  }
  return {
    port,
    dir,
    hostPublicKey: (await readFile(`${hostKeyFile}.pub`, 'utf8')).trim(),
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
