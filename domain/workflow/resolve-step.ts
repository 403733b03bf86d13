import type { ConditionalRule, RouteFilters, RouteOption, Step, WorkflowDefinition } from './definition.ts';

/** What a rule may yield: a path (go there), SKIP (pass through this page), true (take `goTo`), or no result. */
export const SKIP = Symbol('skip');
export type RuleResult = string | boolean | typeof SKIP | null | undefined;
export type Rule<F> = (facts: F) => RuleResult;
export type RuleRegistry<F> = Readonly<Record<string, Rule<F>>>;

export interface Resolver<F> {
  readonly definition: WorkflowDefinition;
  readonly rules: RuleRegistry<F>;
  /** The selection the route filters compare against (001 §3 route options). */
  readonly filterValues: (facts: F) => Readonly<Partial<Record<keyof RouteFilters, string>>>;
  /** A throwing or unknown rule is logged and skipped (001 §4), never fatal to the journey. */
  readonly log: (message: string, error?: unknown) => void;
}

/** Stops a definition whose skips loop back on themselves. */
const MAX_PASS_THROUGH = 32;

type Outcome = string | typeof SKIP | undefined;

function runRule<F>(resolver: Resolver<F>, name: string, facts: F): RuleResult {
  const rule = resolver.rules[name];
  if (!rule) {
    resolver.log(`Workflow rule ${name} is not known; skipped`);
    return undefined;
  }
  try {
    return rule(facts);
  } catch (error) {
    resolver.log(`Workflow rule ${name} threw; skipped`, error);
    return undefined;
  }
}

function passesFilters<F>(resolver: Resolver<F>, filters: RouteFilters | undefined, facts: F): boolean {
  if (!filters) return true;
  const values = resolver.filterValues(facts);
  return (Object.keys(filters) as (keyof RouteFilters)[]).every((key) => {
    const allowed = filters[key];
    const value = values[key];
    return !allowed || (value !== undefined && allowed.includes(value));
  });
}

function resolveOption<F>(resolver: Resolver<F>, option: RouteOption, facts: F, depth: number): Outcome {
  if (!passesFilters(resolver, option.filters, facts)) return undefined;
  if (option.skip) return passThrough(resolver, option.path, facts, depth);
  for (const name of option.rules ?? []) {
    const result = runRule(resolver, name, facts);
    if (result === SKIP) return passThrough(resolver, option.path, facts, depth);
    if (typeof result === 'string') return result;
  }
  return option.path;
}

function resolveConditional<F>(resolver: Resolver<F>, item: ConditionalRule, facts: F): Outcome {
  const result = runRule(resolver, item.rule, facts);
  if (typeof result === 'string') return result;
  if (result === true) return item.goTo;
  return undefined;
}

/** A skipped page is passed through: its own next step is resolved in its place. */
function passThrough<F>(resolver: Resolver<F>, path: string, facts: F, depth: number): Outcome {
  if (depth >= MAX_PASS_THROUGH) {
    resolver.log(`Workflow skips loop at ${path}`);
    return undefined;
  }
  const next = resolver.definition.next[path];
  return next === undefined ? undefined : resolveAt(resolver, next, facts, depth + 1);
}

function resolveAt<F>(resolver: Resolver<F>, step: Step, facts: F, depth: number): Outcome {
  if (typeof step === 'string') return step;
  if (!Array.isArray(step)) return resolveOption(resolver, step, facts, depth);
  for (const item of step) {
    const outcome =
      typeof item === 'string'
        ? item
        : 'rule' in item
          ? resolveConditional(resolver, item, facts)
          : resolveOption(resolver, item, facts, depth);
    if (typeof outcome === 'string') return outcome;
  }
  return undefined;
}

/**
 * Resolves a step to a path template: the first rule or option that yields a result wins; undefined when nothing
 * matches (the router then goes to /error).
 */
export function resolveStep<F>(resolver: Resolver<F>, step: Step | undefined, facts: F): string | undefined {
  if (step === undefined) return undefined;
  const outcome = resolveAt(resolver, step, facts, 0);
  return typeof outcome === 'string' ? outcome : undefined;
}
