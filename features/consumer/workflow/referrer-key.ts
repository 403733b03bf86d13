import type { ConsumerPrefix } from './navigation.ts';

/**
 * 001 §4: the current path is kept in session storage and restored when a route change fails. Apart from the
 * provider that keeps it: the shell's logout clears it without loading the marketplace's statecharts.
 */
export const referrerKey = (prefix: ConsumerPrefix) => `workflowReferrer-${prefix.slice(1)}`;
