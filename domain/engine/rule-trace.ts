import { clauseText, evaluateRule, type FieldReader } from '../rules/evaluate-rule.ts';
import { formatRule } from '../rules/format-rule.ts';
import type { RuleNode } from '../rules/rule-ast.ts';
import type { CompiledProduct, CompiledTier } from './compiled-products.ts';
import type { BuiltRule } from './product-rules.ts';

/*
 * The explain path of the offer engine (issue 33 item 1, docs/decisions/0600-replayable-rule-trace.md): the same
 * compiled products the generated loop runs, read clause by clause through the rule interpreter, so each rule says
 * which attributes it read, their values and whether it held. Nothing here is stored: a trace is recomputed from the
 * stored bureau vector whenever it is asked for.
 */

/** One comparison of a rule: the field it read, the consumer's value (null: no value) and whether it held. */
export interface ClauseTrace {
  text: string;
  field: string;
  /** The consumer's value; null when the bureau gave none, or when the viewer may not see it (then `masked`). */
  value: number | null;
  passed: boolean;
  /** What the clause asks of the value: at least (min), at most (max), or one of some values (match). */
  bound: 'min' | 'max' | 'match';
  masked?: boolean;
}

export interface RuleTrace {
  /** The rule as the lender wrote it ('' for a rule with no clauses: it always holds). */
  text: string;
  passed: boolean;
  clauses: ClauseTrace[];
}

/**
 * won: the first tier whose rule held (the offer's tier). failed: its rule did not hold. shadowed: its rule held but an
 * earlier tier won (tiers are tried in order). notReached: the product was refused before tiers were tried.
 */
export type TierOutcome = 'won' | 'failed' | 'shadowed' | 'notReached';

export interface TierTrace {
  tierId: string;
  name: string;
  index: number;
  outcome: TierOutcome;
  rule: RuleTrace;
}

/** The eligibility checks before any rule: lender membership, the product's own area, the MLA. */
export interface EligibilityTrace {
  member: boolean;
  productArea: boolean;
  /** Whether the consumer is an MLA covered borrower; null when masked or unknown. */
  mlaCovered: boolean | null;
  acceptsMla: boolean;
  /** The first check that failed, as the engine's reason code; null when all passed. */
  failed: 'MEMBERSHIP_INELIGIBLE' | 'PRODUCT_INELIGIBLE' | 'MLA_NOT_ACCEPTED' | null;
}

export interface InventoryTrace {
  limitCount: number | null;
  limitAmount: number | null;
  redeemedCount: number;
  redeemedAmount: number;
  exhausted: boolean;
}

/** Leaves of a rule in reading order (and / or only group them). */
function leaves(node: RuleNode, into: RuleNode[] = []): RuleNode[] {
  if (node.kind === 'compare' || node.kind === 'in') into.push(node);
  else if (node.kind === 'and' || node.kind === 'or') for (const child of node.children) leaves(child, into);
  return into;
}

function boundOf(node: RuleNode): ClauseTrace['bound'] {
  if (node.kind !== 'compare') return 'match';
  if (node.operator === '>' || node.operator === '>=') return 'min';
  return node.operator === '<' || node.operator === '<=' ? 'max' : 'match';
}

/** A rule read clause by clause against one consumer. */
export function traceRule(rule: BuiltRule, read: FieldReader): RuleTrace {
  const clauses = leaves(rule.ast).map((node): ClauseTrace => {
    const field = node.kind === 'compare' || node.kind === 'in' ? node.field : '';
    const raw = read(field);
    return {
      text: clauseText(node, rule.source),
      field,
      value: raw === undefined || Number.isNaN(raw) ? null : raw,
      passed: evaluateRule(node, read),
      bound: boundOf(node),
    };
  });
  const text = rule.source ?? formatRule(rule.ast);
  return { text, passed: evaluateRule(rule.ast, read), clauses };
}

/** Tiers in order: the first that holds wins, later ones that hold are shadowed; none tried when `reached` is false. */
export function traceTiers(tiers: readonly CompiledTier[], read: FieldReader, reached: boolean): TierTrace[] {
  let winner = false;
  return tiers.map((tier) => {
    const rule = traceRule(tier.rule, read);
    let outcome: TierOutcome = 'notReached';
    if (reached) {
      outcome = !rule.passed ? 'failed' : winner ? 'shadowed' : 'won';
      if (rule.passed) winner = true;
    }
    return { tierId: tier.definition.id, name: tier.definition.name, index: tier.index, outcome, rule };
  });
}

export function traceInventory(entry: CompiledProduct): InventoryTrace | null {
  const inventory = entry.product.inventory;
  if (inventory === undefined) return null;
  return { ...inventory, exhausted: entry.fixedReason === 'INVENTORY_EXHAUSTED' };
}

const ELIGIBILITY_CODES = [null, 'MEMBERSHIP_INELIGIBLE', 'PRODUCT_INELIGIBLE', 'MLA_NOT_ACCEPTED'] as const;

/** The eligibility checks from the engine's own code (engine-eligibility.ts consumerCode). */
export function traceEligibility(
  code: number,
  checks: { member: boolean; productArea: boolean; mlaCovered: boolean; acceptsMla: boolean },
): EligibilityTrace {
  return { ...checks, failed: ELIGIBILITY_CODES[code] ?? null };
}
