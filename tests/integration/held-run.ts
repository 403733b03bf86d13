/** A job run held after its first batch until let go (or made to fail there): a worker caught mid-run. */
export interface HeldRun {
  readonly done: Promise<string>;
  readonly letGo: (fail?: boolean) => void;
}

/**
 * Starts a run with an `afterBatch` hook that holds it after its first batch; answers once it is held (or has ended).
 * Letting it go with `fail` makes that batch throw, as a worker's failure would.
 */
export async function holdAfterFirstBatch(run: (afterBatch: () => Promise<void>) => Promise<string>): Promise<HeldRun> {
  let letGo: (fail?: boolean) => void = () => undefined;
  let reached: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let first = true;
  const afterBatch = () => {
    if (!first) return Promise.resolve();
    first = false;
    reached();
    return new Promise<void>((resolve, reject) => {
      letGo = (fail) => (fail ? reject(new Error('the worker failed')) : resolve());
    });
  };
  const done = run(afterBatch);
  await Promise.race([held, done]);
  return { done, letGo: (fail) => letGo(fail) };
}
