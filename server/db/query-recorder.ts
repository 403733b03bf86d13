import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';

/** One statement a call ran through drizzle: its text and the values bound to it. */
export interface RecordedQuery {
  readonly text: string;
  readonly params: readonly unknown[];
}

const recording = new AsyncLocalStorage<RecordedQuery[]>();

/**
 * Drizzle's query logger for the pool's database and every connection's (server/db/pool.ts): while `recordQueries`
 * runs, each statement drizzle sends in that call's own async chain is written down. It is called where the
 * statement is issued, in the caller's context, so a statement that waits for a pooled connection is still counted
 * to the call that issued it (pg-pool hands a freed connection over in the context of whoever freed it).
 */
export const queryRecorder: DrizzleLogger = {
  logQuery(text, params) {
    recording.getStore()?.push({ text, params });
  },
};

/** Runs `work` and answers its value with the statements it ran through drizzle (server/http/kept-answers.ts). */
export async function recordQueries<T>(work: () => Promise<T>): Promise<{ value: T; queries: RecordedQuery[] }> {
  const queries: RecordedQuery[] = [];
  // Awaited inside the run: a query builder is a thenable whose statement goes when it is awaited.
  const value = await recording.run(queries, async () => await work());
  return { value, queries };
}
