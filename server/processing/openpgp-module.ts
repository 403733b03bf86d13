/**
 * openpgp, loaded on first use. Only the bureau exchange, the platform's keys and the encrypted lead download use it
 * (jobs and a few routes), and loading it held ~14 MB of a production server's memory from its start, where nothing
 * needs it (decision 0799). Node caches the module: every later call returns the same one at once.
 */
export const openpgpModule = () => import('openpgp');
