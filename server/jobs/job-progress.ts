/**
 * How a long job step reports its progress and learns it was cancelled. The campaign processing steps (bureau
 * export/import, offer generation, e-mail payloads, metrics) take one: the pipeline's implementation writes rows
 * done/total to the step's row (the console's progress bar, rate and ETA read it), a benchmark's prints or ignores.
 */
export interface JobProgress {
  /** The number of rows the step will handle, once known (may be called again if the estimate changes). */
  total(rows: number): void | Promise<void>;
  /** Rows handled since the last call. */
  advance(rows: number): void | Promise<void>;
  /** Aborted when an admin cancels the step: stop at the next batch boundary, leaving the work resumable. */
  readonly signal: AbortSignal;
}

/** A progress that records nothing and is never cancelled (tests, the seed, one-off calls). */
export const silentProgress = (): JobProgress => ({
  total: () => undefined,
  advance: () => undefined,
  signal: new AbortController().signal,
});
