/**
 * Each variant has its own named workflow (001 §4 named lookup); /further shows the splash, /consumer skips it.
 * A module of its own, with no imports: the page's early calls (early-calls.ts) ask for it before the app's code.
 */
export const WORKFLOW_NAMES: Readonly<Record<'/consumer' | '/further', string>> = {
  '/consumer': 'consumer-marketplace',
  '/further': 'further-marketplace',
};
