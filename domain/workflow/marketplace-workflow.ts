import * as v from 'valibot';
import { type CompiledWorkflow, compileWorkflow } from './compile.ts';
import { ERROR_PATH, WorkflowDefinition } from './definition.ts';
import { DEFAULT_WORKFLOW_NAME, MARKETPLACE_WORKFLOWS } from './marketplace-definitions.ts';
import type { MarketplaceFacts } from './marketplace-facts.ts';
import { MARKETPLACE_GUARDS, MARKETPLACE_RULES } from './marketplace-rules.ts';

export type MarketplaceWorkflow = CompiledWorkflow<MarketplaceFacts>;
export type WorkflowLog = (message: string, error?: unknown) => void;

/** Pages the router itself sends a consumer to when loading the offers fails (001 §8). */
export const LOAD_PAGES = {
  OFFERS_EXPIRED: '/marketplace/expired',
  OFFERS_NOT_FOUND: '/marketplace/nooffers',
} as const;

export function compileMarketplaceWorkflow(definition: WorkflowDefinition, log: WorkflowLog): MarketplaceWorkflow {
  const workflow = compileWorkflow<MarketplaceFacts>(definition, {
    rules: MARKETPLACE_RULES,
    guards: MARKETPLACE_GUARDS,
    filterValues: (facts) => ({
      ...(facts.selection.category ? { productCategory: facts.selection.category } : {}),
      ...(facts.selection.subcategory ? { productSubcategory: facts.selection.subcategory } : {}),
      ...(facts.selection.purpose ? { productPurpose: facts.selection.purpose } : {}),
    }),
    log,
  });
  const missing = [...Object.values(LOAD_PAGES), ERROR_PATH].filter((path) => !workflow.pages.has(path));
  if (missing.length) throw new Error(`Workflow ${definition.name} lacks ${missing.join(', ')}`);
  return workflow;
}

/**
 * A definition fetched by name, checked and compiled; anything wrong with it (not found, not a definition, naming
 * pages or guards that do not exist) falls back to the default workflow (001 §4), logged rather than shown.
 */
export function marketplaceWorkflowFrom(fetched: unknown, name: string, log: WorkflowLog): MarketplaceWorkflow {
  const fallback = MARKETPLACE_WORKFLOWS[name] ?? (MARKETPLACE_WORKFLOWS[DEFAULT_WORKFLOW_NAME] as WorkflowDefinition);
  const parsed = v.safeParse(WorkflowDefinition, fetched);
  if (!parsed.success) {
    if (fetched !== undefined) log(`Workflow ${name} is not a workflow definition; using the default`);
    return compileMarketplaceWorkflow(fallback, log);
  }
  try {
    return compileMarketplaceWorkflow(parsed.output, log);
  } catch (error) {
    log(`Workflow ${name} does not compile; using the default`, error);
    return compileMarketplaceWorkflow(fallback, log);
  }
}
