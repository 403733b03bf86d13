import type { CompiledWorkflow } from './compile.ts';
import { ERROR_PATH } from './definition.ts';
import { abortHistory, errorTargetFor } from './history.ts';

/** Where the router is: the page (a path template), the pages behind it, and the error code the page shows. */
export interface RouterPosition {
  readonly path: string | null;
  readonly history: readonly string[];
  readonly errorCode: string | null;
}

export const NOWHERE: RouterPosition = { path: null, history: [], errorCode: null };

/** push: a new page; back: a page already in history is returned to (browser back) rather than appended. */
type Mode = 'push' | 'back' | 'reset';

const record = (history: readonly string[], path: string, mode: Mode): readonly string[] => {
  if (mode === 'reset') return [path];
  if (history.at(-1) === path) return history;
  const at = history.lastIndexOf(path);
  return mode === 'back' && at !== -1 ? history.slice(0, at + 1) : [...history, path];
};

/** The error step; its code is carried only when the target has an `:error` placeholder (001 §4). */
export function toError<F>(workflow: CompiledWorkflow<F>, from: RouterPosition, code: string | null): RouterPosition {
  const target = errorTargetFor(workflow.definition, from.path ?? '*') ?? ERROR_PATH;
  return {
    path: target,
    history: record(from.history, target, 'push'),
    errorCode: target.includes(':error') ? code : null,
  };
}

/** The start step (history replaced), or the error step when even the start is denied. */
export function toStart<F>(workflow: CompiledWorkflow<F>, facts: F, code: string | null = null): RouterPosition {
  const start = workflow.resolve(workflow.definition.start, facts);
  if (start === undefined) return toError(workflow, NOWHERE, code);
  const allowed = workflow.guard(start, facts);
  if (allowed === true) return { path: start, history: [start], errorCode: null };
  return toError(workflow, NOWHERE, typeof allowed === 'string' ? allowed : code);
}

/**
 * Arrives at a page if its guard allows it. A denied page is not shown (001 §4): the router goes to the start step,
 * replacing history, or to the error step when it is already at the start.
 */
export function arrive<F>(
  workflow: CompiledWorkflow<F>,
  from: RouterPosition,
  target: string | undefined,
  facts: F,
  mode: Mode = 'push',
  /** The facts the start is resolved with after a denial: a URL's own facts must not choose where denial leads. */
  startFacts: F = facts,
): RouterPosition {
  if (target === undefined || !workflow.pages.has(target)) return toError(workflow, from, null);
  const allowed = workflow.guard(target, facts);
  if (allowed === true) return { path: target, history: record(from.history, target, mode), errorCode: null };
  const code = typeof allowed === 'string' ? allowed : null;
  const start = workflow.resolve(workflow.definition.start, startFacts);
  if (from.path !== null && from.path === start) return toError(workflow, from, code);
  return toStart(workflow, startFacts, code);
}

/** The next step of the current page; nothing matching goes to /error (001 §4). */
export function next<F>(workflow: CompiledWorkflow<F>, from: RouterPosition, facts: F): RouterPosition {
  const step = from.path === null ? workflow.definition.start : workflow.definition.next[from.path];
  return arrive(workflow, from, workflow.resolve(step, facts) ?? ERROR_PATH, facts);
}

/**
 * Abort: back in history, or back until the page's abort target (001 §4). With nothing to go back to (a deep
 * link), the abort target is taken directly, or else the start step.
 */
export function abort<F>(workflow: CompiledWorkflow<F>, from: RouterPosition, facts: F): RouterPosition {
  const target = from.path === null ? undefined : workflow.definition.abort?.[from.path];
  const history = abortHistory(from.history, target);
  if (history) {
    const back = arrive(workflow, { ...from, history: history.slice(0, -1) }, history.at(-1), facts);
    return back;
  }
  if (target) return arrive(workflow, { ...from, history: [] }, target, facts);
  return toStart(workflow, facts);
}
