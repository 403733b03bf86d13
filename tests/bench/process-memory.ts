import { readFile } from 'node:fs/promises';

/** A process's resident memory now (VmRSS) and its peak since the last reset (VmHWM), in MB. */
export async function rssMb(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
