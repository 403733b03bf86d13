import type { Logger } from './logger.ts';

/**
 * The web and worker processes' end: the first SIGINT or SIGTERM runs `stop` once (a second signal while it runs is
 * ignored), then the process exits 0, or 1 with `failure` logged when stopping failed.
 */
export function exitOnSignals(logger: Logger, stop: () => Promise<void>, failure: string): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'signal received');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, failure);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
