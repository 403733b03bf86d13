import { type CataloguePage, indexPages, unknownPaths } from './catalogue.ts';
import type { RouteFilters, WorkflowDefinition } from './definition.ts';
import { type Resolver, type RuleRegistry, resolveStep } from './resolve-step.ts';

/** A guard answers true to show the page, or false or an error code to deny it. */
export type GuardResult = boolean | string;

export interface CompiledWorkflow<F> {
  readonly definition: WorkflowDefinition;
  readonly pages: ReadonlyMap<string, CataloguePage>;
  readonly resolve: (step: WorkflowDefinition['start'] | undefined, facts: F) => string | undefined;
  /** True when the page may be shown; a denial's error code when it names one; false otherwise. */
  readonly guard: (path: string, facts: F) => GuardResult;
}

export interface WorkflowCode<F> {
  readonly rules: RuleRegistry<F>;
  readonly guards: Readonly<Record<string, (facts: F) => GuardResult>>;
  readonly filterValues: (facts: F) => Readonly<Partial<Record<keyof RouteFilters, string>>>;
  readonly log: (message: string, error?: unknown) => void;
}

/**
 * Joins a definition (data) with the rules and guards it names (code). Paths, guards and rules the definition names
 * but nothing provides fail here, when the definition is loaded, so a bad definition falls back to the default one
 * instead of stranding a consumer mid-journey.
 */
export function compileWorkflow<F>(definition: WorkflowDefinition, code: WorkflowCode<F>): CompiledWorkflow<F> {
  const pages = indexPages(definition.index);
  const missing = unknownPaths(definition);
  if (missing.length)
    throw new Error(`Workflow ${definition.name} names pages it does not index: ${missing.join(', ')}`);
  const guards = definition.index.flatMap((item) => (item.guard ? [item.guard] : []));
  const unknownGuards = guards.filter((name) => !code.guards[name]);
  if (unknownGuards.length)
    throw new Error(`Workflow ${definition.name} names unknown guards: ${unknownGuards.join(', ')}`);
  const resolver: Resolver<F> = { definition, rules: code.rules, filterValues: code.filterValues, log: code.log };
  return {
    definition,
    pages,
    resolve: (step, facts) => resolveStep(resolver, step, facts),
    guard: (path, facts) => {
      const page = pages.get(path);
      if (!page) return false;
      if (!page.guard) return true;
      try {
        return (code.guards[page.guard] as (facts: F) => GuardResult)(facts);
      } catch (error) {
        code.log(`Workflow guard ${page.guard} threw; the page is denied`, error);
        return false;
      }
    },
  };
}
