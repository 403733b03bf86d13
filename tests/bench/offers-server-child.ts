import { type ChildProcess, spawn } from 'node:child_process';
import { serverBundle } from '../../build/server-bundle.ts';
import { serverNodeFlags } from '../../build/server-node-flags.ts';

/**
 * The benches' production server (offers-server.ts) in a child process on `dataDir`; resolves with its address (and
 * the bare Hono peer's in the same process) once it prints `READY <url> BARE <url>`, rejects if it exits first. It
 * runs as `npm start` runs the server: from its esbuild bundle in plain Node, not through tsx, whose loader and
 * transformed sources the production process does not carry (they showed in its memory).
 */
export async function startOffersServer(
  dataDir: string,
  env: Record<string, string> = {},
  nodeFlags?: readonly string[],
): Promise<{ child: ChildProcess; url: string; bareUrl: string }> {
  const bundle = await serverBundle(process.cwd(), 'tests/bench/offers-server.ts');
  // npm start's flags, or BENCH_NODE_FLAGS in their place to compare a setting side by side (e.g. V8 heap sizes);
  // a bench that compares flags within one run names them itself.
  const flags = nodeFlags ?? benchNodeFlags();
  const child = spawn(process.execPath, ['--enable-source-maps', ...flags, bundle.file], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(/READY (\S+) BARE (\S+)/);
      if (match?.[1] && match[2]) resolve({ child, url: match[1], bareUrl: match[2] });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before it was ready`)));
  });
}

/** The server's Node flags for a bench: BENCH_NODE_FLAGS when set, else npm start's. */
export const benchNodeFlags = (): string[] =>
  process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? serverNodeFlags();
