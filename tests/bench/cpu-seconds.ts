import { readdir, readFile, readlink, realpath } from 'node:fs/promises';

export interface CpuSeconds {
  readonly node: number;
  readonly postgres: number;
}

/**
 * CPU seconds used so far by the PostgreSQL of `dataDir` (every process running in it, plus what its postmaster
 * collected from exited backends) and by this process: what the work costs whatever else runs on the machine (the
 * wall times are inflated by other load on shared cores).
 */
export async function cpuSeconds(dataDir: string): Promise<CpuSeconds> {
  const dir = await realpath(dataDir);
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if ((await readlink(`/proc/${entry}/cwd`).catch(() => '')) !== dir) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime (fields 14–17 of proc(5); 0-based 11–14 after the command).
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  const usage = process.cpuUsage();
  return { node: (usage.user + usage.system) / 1e6, postgres: ticks / 100 };
}

export const cpuSince = (a: CpuSeconds, b: CpuSeconds) =>
  `CPU node ${(b.node - a.node).toFixed(1)} s + PostgreSQL ${(b.postgres - a.postgres).toFixed(1)} s`;
