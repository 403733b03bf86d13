import type { WorkflowDefinition } from './definition.ts';

/**
 * Abort (001 §4): back in history; with an abort target, back only until that target is reached. Returns the new
 * history (its last entry is where to go); undefined when there is nowhere to go back to.
 */
export function abortHistory(history: readonly string[], target: string | undefined): readonly string[] | undefined {
  if (history.length < 2) return undefined;
  if (target === undefined) return history.slice(0, -1);
  const at = history.lastIndexOf(target, history.length - 2);
  return at === -1 ? undefined : history.slice(0, at + 1);
}

/** The page's error target, or the definition's default (`*`). */
export const errorTargetFor = (definition: WorkflowDefinition, path: string): string | undefined =>
  definition.error[path] ?? definition.error['*'];

/**
 * The error step drops the error query parameter unless the target has an error placeholder (001 §4): with
 * `:error` the code goes into the path; without it the code is not carried at all.
 */
export function errorLocation(target: string, code: string | null): string {
  if (!target.includes(':error')) return target;
  return target.replace(':error', encodeURIComponent(code ?? 'UNKNOWN'));
}
