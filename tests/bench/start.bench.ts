/**
 * `npm start` to its first page (issue 31 item 7), against `node -e` start-up on the same machine in the same run:
 * a fresh clone's first start (no dist/, no data directory: the build, PostgreSQL's initdb, the migrations and the
 * demo seed) and a restart of the same copy (nothing changed: the build is skipped). The copy is `git archive HEAD`
 * in a temporary directory with this checkout's node_modules linked in, so this checkout's dist/ and .data/ are
 * left alone. Goals: ≤ 8 s and ≤ 3 s.
 */
import { type ChildProcess, execFileSync, execSync, spawn } from 'node:child_process';
import { mkdir, realpath, rm, symlink } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../build/server-node-flags.ts';

const GOAL_FRESH_S = 8;
const GOAL_RESTART_S = 3;
const FIRST_PAGE_TIMEOUT_MS = 240_000;

/** Median wall time of `node -e ''` in ms: the floor a start cannot go under. */
function nodeStartup(): number {
  const times = Array.from({ length: 5 }, () => {
    const begun = performance.now();
    execFileSync(process.execPath, ['-e', '']);
    return performance.now() - begun;
  }).sort((a, b) => a - b);
  return times[2] ?? 0;
}

/** Runs `npm start`'s command in `dir` and resolves with the seconds until `/` answered a page. */
async function firstPage(dir: string, dataDir: string): Promise<{ seconds: number; child: ChildProcess }> {
  const begun = performance.now();
  // `npm start`'s command: Node strips start.ts's types itself; the server runs from its bundle.
  const child = spawn(process.execPath, [...serverNodeFlags(dir), 'start.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('no start within the time limit')), FIRST_PAGE_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(/running at (\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
  });
  const page = await fetch(url);
  if (!page.ok || !(await page.text()).includes('<html')) throw new Error(`first page answered ${page.status}`);
  return { seconds: (performance.now() - begun) / 1000, child };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await exited;
}

function goal(label: string, seconds: number, limit: number, floorMs: number): boolean {
  const met = seconds <= limit;
  console.log(
    `  ${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s = ${((seconds * 1000) / floorMs).toFixed(0).padStart(4)} × node -e` +
      `   (goal ≤ ${limit} s)  ${met ? 'MET' : 'MISSED'}`,
  );
  return met;
}

const work = path.join(tmpdir(), `offerwell-start-bench-${process.pid}`);
const copy = path.join(work, 'clone');
const dataDir = path.join(work, 'data');
await rm(work, { recursive: true, force: true });
// Not mkdtemp: its 0700 mode keeps out the unprivileged user embedded Postgres runs as under root.
await mkdir(copy, { recursive: true, mode: 0o755 });
await mkdir(dataDir, { recursive: true, mode: 0o755 });
try {
  execSync(`git archive HEAD | tar -x -C ${JSON.stringify(copy)}`);
  await symlink(await realpath('node_modules'), path.join(copy, 'node_modules'));
  const floor = nodeStartup();
  console.log(
    `node -e start-up ${floor.toFixed(0)} ms; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const fresh = await firstPage(copy, dataDir);
  await stop(fresh.child);
  const restart = await firstPage(copy, dataDir);
  await stop(restart.child);
  const met = [
    goal('fresh clone, first start', fresh.seconds, GOAL_FRESH_S, floor),
    goal('restart, nothing changed', restart.seconds, GOAL_RESTART_S, floor),
  ];
  if (met.includes(false)) process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
