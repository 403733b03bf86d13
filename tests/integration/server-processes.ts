import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverBundle } from '../../build/server-bundle.ts';

/**
 * Real server entries as child processes of a test: `server/main.ts` (the API, what `npm start` runs after its
 * build) and `server/worker.ts` (`npm run worker`), each run from the esbuild bundle `npm start` uses
 * (build/server-bundle.ts) so a start costs about a second rather than tsx's transform of ~500 modules.
 */
export interface ServerProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (for failure messages and log checks). */
  output(): string;
  /** SIGTERM by its pid, SIGKILL if it has not exited within `graceMs`; answers its exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

// A busy 2-core machine (a CI run beside other work) can take a minute or more to migrate and seed a new database.
const READY_WITHIN_MS = 150_000;

export async function bundledEntry(entry: 'server/main.ts' | 'server/worker.ts'): Promise<string> {
  return (await serverBundle(process.cwd(), entry)).file;
}

/** Starts `file` with node and `env` (added to this process's), resolving once its output matches `ready`. */
export async function startServerProcess(
  name: string,
  file: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<ServerProcess & { match: RegExpExecArray }> {
  const child = spawn(process.execPath, ['--enable-source-maps', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const append = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running: ServerProcess = {
    name,
    child,
    output: () => text,
    stop: async (graceMs = 15_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      if (child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
      }, graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const match = ready.exec(text);
    if (match) return { ...running, match };
    if (child.exitCode !== null || Date.now() > deadline) {
      await running.stop(1_000);
      throw new Error(`${name} did not start (exit ${child.exitCode}):\n${text}`);
    }
    await sleep(50);
  }
}
