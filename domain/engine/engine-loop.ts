import type { RuleFieldName } from '../rules/bureau-fields.ts';
import { ruleToJs } from '../rules/compile-rule.ts';
import type { RuleNode } from '../rules/rule-ast.ts';
import type { LiveProduct } from './compiled-products.ts';

/*
 * The generated loop: rules become straight-line comparisons over the batch's typed-array columns (`new Function`),
 * which V8 optimises like a hand-written loop, where a tree of closures would pay a call per clause. Only catalogue
 * field names and integer literals reach the generated text.
 */

/** Codes the generated loop writes for a decline; 0 means eligible. */
export const CODE_REASONS = [
  '',
  'MEMBERSHIP_INELIGIBLE',
  'PRODUCT_INELIGIBLE',
  'MLA_NOT_ACCEPTED',
  'RULE_FAILED',
  'NO_TIER_MATCHED',
];
export const RULE_FAILED_CODE = 4;
const NO_TIER_CODE = 5;

/** (n, columns, eligibility codes, offer row/product/tier, decline row/product/code, counts) → void. */
export type Loop = (...args: unknown[]) => void;

function collectFields(node: RuleNode, into: Set<RuleFieldName>): void {
  if (node.kind === 'compare' || node.kind === 'in') into.add(node.field);
  else if (node.kind === 'and' || node.kind === 'or') for (const child of node.children) collectFields(child, into);
}

/** The fields the live products' rules and tiers read: the loop's columns, in this order. */
export function ruleFields(live: readonly LiveProduct[]): RuleFieldName[] {
  const fieldSet = new Set<RuleFieldName>();
  for (const { entry } of live) {
    collectFields(entry.rule.ast, fieldSet);
    for (const tier of entry.tiers) collectFields(tier.rule.ast, fieldSet);
  }
  return [...fieldSet];
}

/** One product's statements in the loop: eligibility code, product rule, then the first tier whose rule holds. */
function productLines(
  { entry, index }: LiveProduct,
  slot: number,
  read: (field: string) => string,
  declines: boolean,
): string[] {
  const emit = (tier: number) => `{ R[k] = i; P[k] = ${index}; T[k] = ${tier}; k++; }`;
  const decline = (code: string) => `{ DR[d] = i; DP[d] = ${index}; DC[d] = ${code}; d++; }`;
  const tierChain = entry.tiers.map((tier) => `if (${ruleToJs(tier.rule.ast, read)}) ${emit(tier.index)}`);
  const noTier = declines ? decline(String(NO_TIER_CODE)) : '{}';
  const chain = tierChain.length === 0 ? noTier : `${tierChain.join(' else ')} else ${noTier}`;
  const rule = ruleToJs(entry.rule.ast, read);
  if (!declines) return [`  if (e${slot}[i] === 0 && ${rule}) { ${chain} }`];
  return [
    `  if (e${slot}[i] !== 0) ${decline(`e${slot}[i]`)}`,
    `  else if (!${rule}) ${decline(String(RULE_FAILED_CODE))}`,
    `  else { ${chain} }`,
  ];
}

/** The loop's source; with `declines`, it also records why each consumer × product got no offer. */
export function loopSource(live: readonly LiveProduct[], fields: readonly RuleFieldName[], declines: boolean): string {
  const columnOf = new Map(fields.map((field, index) => [field as string, index]));
  // Each row's values are loaded once into locals: V8 does not merge typed-array loads across the branches of the
  // tier chains, and a hand-written loop would hoist them too.
  const read = (field: string) => `v${columnOf.get(field)}`;
  const lines = ['"use strict";'];
  for (let index = 0; index < fields.length; index++) lines.push(`const c${index} = C[${index}];`);
  for (let slot = 0; slot < live.length; slot++) lines.push(`const e${slot} = E[${slot}];`);
  lines.push('let k = 0, d = 0;', 'for (let i = 0; i < n; i++) {');
  for (let index = 0; index < fields.length; index++) lines.push(`  const v${index} = c${index}[i];`);
  live.forEach((product, slot) => {
    lines.push(...productLines(product, slot, read, declines));
  });
  lines.push('}', 'S[0] = k; S[1] = d;');
  return lines.join('\n');
}

export const compileLoop = (source: string) =>
  new Function('n', 'C', 'E', 'R', 'P', 'T', 'DR', 'DP', 'DC', 'S', source) as Loop;
