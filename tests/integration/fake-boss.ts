import type { AppDeps } from '../../server/http/context.ts';

type Boss = NonNullable<AppDeps['boss']>;

/** pg-boss as the routes see it, sending nowhere: for tests that run the job themselves (or not at all). */
export const noBoss = { send: async () => 'job-1' } as unknown as Boss;

/** One job a route sent, and whether it went in the route's own transaction (pg-boss given its `db`). */
export interface SentJob<Data> {
  name: string;
  data: Data;
  inTransaction: boolean;
}

/**
 * pg-boss as the routes see it, recording what is sent (and that it is sent in the caller's transaction): `sent` is
 * the record, which a test may empty (`sent.length = 0`) before the call it checks.
 */
export function recordingBoss<Data extends object = object>(): { boss: Boss; sent: SentJob<Data>[] } {
  const sent: SentJob<Data>[] = [];
  const boss = {
    send: async (name: string, data: Data, options?: { db?: unknown }) => {
      sent.push({ name, data, inTransaction: options?.db !== undefined });
      return 'job-1';
    },
  } as unknown as Boss;
  return { boss, sent };
}
