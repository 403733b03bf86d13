import type { TierType } from '../catalog/tiers.ts';
import { isDerivedField, type RuleFieldName } from '../rules/bureau-fields.ts';
import { ruleToJs } from '../rules/compile-rule.ts';
import { clauseText, evaluateRule, failingClause } from '../rules/evaluate-rule.ts';
import type { RuleContext, RuleNode } from '../rules/rule-ast.ts';
import { computeDerivedField } from './derived-fields.ts';
import type {
  AttributeColumn,
  ConsumerBatch,
  Decline,
  EngineLender,
  EngineProduct,
  OfferColumns,
  ProductDecision,
  ReasonCode,
  TierDefinition,
} from './engine-types.ts';
import { compileLocations, type LocationMatcher } from './membership.ts';
import { type BuiltRule, buildRule } from './product-rules.ts';

export interface EngineConfig {
  lenders: readonly EngineLender[];
  products: readonly EngineProduct[];
  /** Only tiers of this type are tried (a prescreen run vs a prequal lookup); all tiers in order when absent. */
  tierType?: TierType;
  /** Year that VehicleAge is counted from; defaults to the current UTC year. */
  asOfYear?: number;
  productRuleContext?: RuleContext;
  tierRuleContext?: RuleContext;
}

export interface EngineConfigIssue {
  productId: string;
  tierId?: string;
  message: string;
}

export class EngineConfigError extends Error {
  constructor(readonly issues: readonly EngineConfigIssue[]) {
    super(`Offer engine configuration is invalid: ${issues.map((issue) => issue.message).join('; ')}`);
  }
}

interface CompiledTier {
  definition: TierDefinition;
  index: number;
  rule: BuiltRule;
}

interface CompiledProduct {
  product: EngineProduct;
  lenderIndex: number;
  acceptsMla: boolean;
  eligibility: LocationMatcher | null;
  fixedReason: ReasonCode | null;
  rule: BuiltRule;
  tiers: CompiledTier[];
}

/** Codes the generated loop writes for a decline; 0 means eligible. */
const CODE_REASONS = [
  '',
  'MEMBERSHIP_INELIGIBLE',
  'PRODUCT_INELIGIBLE',
  'MLA_NOT_ACCEPTED',
  'RULE_FAILED',
  'NO_TIER_MATCHED',
];
const RULE_FAILED_CODE = 4;
const NO_TIER_CODE = 5;

export interface RunResult {
  offers: OfferColumns;
  /** Filled only when asked for: one entry per consumer × product without an offer. */
  declines: Decline[];
}

export interface OfferEngine {
  readonly products: readonly EngineProduct[];
  /** Fields the rules read, in column order of the generated code. */
  readonly fields: readonly RuleFieldName[];
  /** The generated loop, for inspection and debugging. */
  readonly source: string;
  run(batch: ConsumerBatch, options?: { declines?: boolean }): RunResult;
  /** One consumer's decisions through the rule interpreter: the reference the compiled loop is tested against. */
  decide(batch: ConsumerBatch, row: number): ProductDecision[];
}

function fixedReasonOf(product: EngineProduct): ReasonCode | null {
  if (product.status !== 'active') return 'PRODUCT_INACTIVE';
  const inventory = product.inventory;
  if (inventory === undefined) return null;
  const countGone = inventory.limitCount !== null && inventory.redeemedCount >= inventory.limitCount;
  const amountGone = inventory.limitAmount !== null && inventory.redeemedAmount >= inventory.limitAmount;
  return countGone || amountGone ? 'INVENTORY_EXHAUSTED' : null;
}

function collectFields(node: RuleNode, into: Set<RuleFieldName>): void {
  if (node.kind === 'compare' || node.kind === 'in') into.add(node.field);
  else if (node.kind === 'and' || node.kind === 'or') for (const child of node.children) collectFields(child, into);
}

/**
 * Compiles products, tiers and memberships once. Rules become one generated loop (`new Function`) over the batch's
 * typed-array columns: straight-line comparisons V8 optimises like a hand-written loop, where a tree of closures
 * would pay a call per clause. Only catalogue field names and integer literals reach the generated text.
 */
export function compileEngine(config: EngineConfig): OfferEngine {
  const issues: EngineConfigIssue[] = [];
  const lenderIndex = new Map(config.lenders.map((lender, index) => [lender.id, index]));
  const lenderMatchers = config.lenders.map((lender) => compileLocations(lender.membership));
  const compiled: CompiledProduct[] = config.products.map((product) => {
    const index = lenderIndex.get(product.lenderId);
    if (index === undefined) issues.push({ productId: product.id, message: `Unknown lender '${product.lenderId}'` });
    const rule = buildRule(product, config.productRuleContext ?? 'console');
    if (!rule.ok) issues.push(...rule.messages.map((message) => ({ productId: product.id, message })));
    const tiers: CompiledTier[] = [];
    product.tiers.forEach((definition, tierIndex) => {
      if (config.tierType !== undefined && definition.type !== config.tierType) return;
      const tierRule = buildRule(definition, config.tierRuleContext ?? 'tier');
      if (tierRule.ok) tiers.push({ definition, index: tierIndex, rule: tierRule.rule });
      else
        issues.push(...tierRule.messages.map((message) => ({ productId: product.id, tierId: definition.id, message })));
    });
    const lender = config.lenders[index ?? 0];
    return {
      product,
      lenderIndex: index ?? 0,
      acceptsMla: lender?.acceptsMla ?? false,
      eligibility: product.eligibility === undefined ? null : compileLocations(product.eligibility),
      fixedReason: fixedReasonOf(product),
      rule: rule.ok ? rule.rule : { ast: { kind: 'true', span: { start: 0, end: 0 } }, source: null },
      tiers,
    };
  });
  if (issues.length > 0) throw new EngineConfigError(issues);
  if (compiled.length > 65_535 || compiled.some((entry) => entry.product.tiers.length > 255)) {
    throw new EngineConfigError([{ productId: '*', message: 'At most 65535 products and 255 tiers per product' }]);
  }

  const live = compiled.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.fixedReason === null);
  const neededLenders = [...new Set(live.map(({ entry }) => entry.lenderIndex))];
  const fieldSet = new Set<RuleFieldName>();
  for (const { entry } of live) {
    collectFields(entry.rule.ast, fieldSet);
    for (const tier of entry.tiers) collectFields(tier.rule.ast, fieldSet);
  }
  const fields = [...fieldSet];
  const columnOf = new Map(fields.map((field, index) => [field as string, index]));
  // Each row's values are loaded once into locals: V8 does not merge typed-array loads across the branches of the
  // tier chains, and a hand-written loop would hoist them too.
  const read = (field: string) => `v${columnOf.get(field)}`;

  const generate = (declines: boolean) => {
    const lines = ['"use strict";'];
    for (let index = 0; index < fields.length; index++) lines.push(`const c${index} = C[${index}];`);
    for (let slot = 0; slot < live.length; slot++) lines.push(`const e${slot} = E[${slot}];`);
    lines.push('let k = 0, d = 0;', 'for (let i = 0; i < n; i++) {');
    for (let index = 0; index < fields.length; index++) lines.push(`  const v${index} = c${index}[i];`);
    live.forEach(({ entry, index }, slot) => {
      const emit = (tier: number) => `{ R[k] = i; P[k] = ${index}; T[k] = ${tier}; k++; }`;
      const decline = (code: string) => `{ DR[d] = i; DP[d] = ${index}; DC[d] = ${code}; d++; }`;
      const tierChain = entry.tiers.map((tier) => `if (${ruleToJs(tier.rule.ast, read)}) ${emit(tier.index)}`);
      const noTier = declines ? decline(String(NO_TIER_CODE)) : '{}';
      const chain = tierChain.length === 0 ? noTier : `${tierChain.join(' else ')} else ${noTier}`;
      const rule = ruleToJs(entry.rule.ast, read);
      if (declines) {
        lines.push(
          `  if (e${slot}[i] !== 0) ${decline(`e${slot}[i]`)}`,
          `  else if (!${rule}) ${decline(String(RULE_FAILED_CODE))}`,
          `  else { ${chain} }`,
        );
      } else {
        lines.push(`  if (e${slot}[i] === 0 && ${rule}) { ${chain} }`);
      }
    });
    lines.push('}', 'S[0] = k; S[1] = d;');
    return lines.join('\n');
  };
  const source = generate(false);
  type Loop = (...args: unknown[]) => void;
  const loops: { offers: Loop; declines: Loop | null } = {
    offers: new Function('n', 'C', 'E', 'R', 'P', 'T', 'DR', 'DP', 'DC', 'S', source) as Loop,
    declines: null,
  };

  const asOfYear = config.asOfYear ?? new Date().getUTCFullYear();
  let capacity = 0;
  let nan = new Float64Array(0);
  const derivedBuffers = new Map<string, Float64Array>();
  let eligibility: Uint8Array[] = [];
  let lenderCodes: Uint8Array[] = [];
  let offerRow = new Int32Array(0);
  let offerProduct = new Uint16Array(0);
  let offerTier = new Uint8Array(0);
  let declineRow = new Int32Array(0);
  let declineProduct = new Uint16Array(0);
  let declineCode = new Uint8Array(0);
  const counts = new Int32Array(2);

  /** Buffers grow to the largest batch seen and are reused, so memory does not grow with the number of batches. */
  function ensureCapacity(n: number, withDeclines: boolean) {
    if (n > capacity) {
      capacity = n;
      nan = new Float64Array(n).fill(Number.NaN);
      for (const key of derivedBuffers.keys()) derivedBuffers.set(key, new Float64Array(n));
      eligibility = live.map(() => new Uint8Array(n));
      lenderCodes = config.lenders.map(() => new Uint8Array(n));
      offerRow = new Int32Array(n * Math.max(1, live.length));
      offerProduct = new Uint16Array(offerRow.length);
      offerTier = new Uint8Array(offerRow.length);
      declineRow = new Int32Array(0);
    }
    if (withDeclines && declineRow.length < capacity * Math.max(1, compiled.length)) {
      declineRow = new Int32Array(capacity * Math.max(1, compiled.length));
      declineProduct = new Uint16Array(declineRow.length);
      declineCode = new Uint8Array(declineRow.length);
    }
  }

  function columnsFor(batch: ConsumerBatch): AttributeColumn[] {
    return fields.map((field) => {
      if (isDerivedField(field)) {
        let buffer = derivedBuffers.get(field);
        if (buffer === undefined || buffer.length < batch.length) {
          buffer = new Float64Array(Math.max(capacity, batch.length));
          derivedBuffers.set(field, buffer);
        }
        return computeDerivedField(field, batch, asOfYear, buffer);
      }
      return batch.attributes[field as keyof ConsumerBatch['attributes']] ?? nan;
    });
  }

  function mlaOf(batch: ConsumerBatch, row: number): boolean {
    if (batch.mla !== undefined) return batch.mla[row] === 1;
    return batch.attributes.MILITARY_LENDING_COVERED?.[row] === 1;
  }

  function consumerCode(entry: CompiledProduct, batch: ConsumerBatch, row: number, memberCode: number): number {
    if (memberCode !== 0) return memberCode;
    if (entry.eligibility !== null) {
      const state = batch.state[row] ?? '';
      if (!entry.eligibility.matches(state, batch.county?.[row] ?? null, batch.zip?.[row] ?? null)) return 2;
    }
    if (!entry.acceptsMla && mlaOf(batch, row)) return 3;
    return 0;
  }

  /**
   * Codes per lender (membership, then MLA) once per row; a product without its own eligibility list shares its
   * lender's array, so the per-product cost is nil in the common case.
   */
  function fillEligibility(batch: ConsumerBatch): Uint8Array[] {
    const n = batch.length;
    const mla = batch.mla ?? batch.attributes.MILITARY_LENDING_COVERED;
    for (const lender of neededLenders) {
      const matcher = lenderMatchers[lender] as LocationMatcher;
      const codes = lenderCodes[lender] as Uint8Array;
      const refusesMla = !(config.lenders[lender] as EngineLender).acceptsMla && mla !== undefined;
      for (let i = 0; i < n; i++) {
        const member =
          matcher.national || matcher.matches(batch.state[i] ?? '', batch.county?.[i] ?? null, batch.zip?.[i] ?? null);
        codes[i] = member ? (refusesMla && mla[i] === 1 ? 3 : 0) : 1;
      }
    }
    return live.map(({ entry }, slot) => {
      const codes = lenderCodes[entry.lenderIndex] as Uint8Array;
      if (entry.eligibility === null) return codes;
      const target = eligibility[slot] as Uint8Array;
      for (let i = 0; i < n; i++) {
        const code = codes[i] as number;
        target[i] = code === 1 ? 1 : consumerCode(entry, batch, i, 0);
      }
      return target;
    });
  }

  function ruleFailure(entry: CompiledProduct, readAt: (field: string) => number | undefined): ReasonCode {
    const clause = failingClause(entry.rule.ast, readAt) ?? entry.rule.ast;
    return `RULE_FAILED:${clauseText(clause, entry.rule.source)}`;
  }

  function run(batch: ConsumerBatch, options: { declines?: boolean } = {}): RunResult {
    const n = batch.length;
    const wantDeclines = options.declines === true;
    ensureCapacity(n, wantDeclines);
    const columns = columnsFor(batch);
    const eligibilityCodes = fillEligibility(batch);
    let loop = loops.offers;
    if (wantDeclines) {
      loops.declines ??= new Function('n', 'C', 'E', 'R', 'P', 'T', 'DR', 'DP', 'DC', 'S', generate(true)) as Loop;
      loop = loops.declines;
    }
    loop(
      n,
      columns,
      eligibilityCodes,
      offerRow,
      offerProduct,
      offerTier,
      declineRow,
      declineProduct,
      declineCode,
      counts,
    );
    const offers: OfferColumns = {
      length: counts[0] as number,
      row: offerRow.subarray(0, counts[0]),
      product: offerProduct.subarray(0, counts[0]),
      tier: offerTier.subarray(0, counts[0]),
    };
    if (!wantDeclines) return { offers, declines: [] };
    const declines: Decline[] = [];
    compiled.forEach((entry, product) => {
      if (entry.fixedReason === null) return;
      for (let row = 0; row < n; row++) declines.push({ row, product, reason: entry.fixedReason });
    });
    for (let j = 0; j < (counts[1] as number); j++) {
      const row = declineRow[j] as number;
      const product = declineProduct[j] as number;
      const code = declineCode[j] as number;
      const entry = compiled[product] as CompiledProduct;
      const reason =
        code === RULE_FAILED_CODE
          ? ruleFailure(entry, (field) => columns[columnOf.get(field) as number]?.[row])
          : (CODE_REASONS[code] as ReasonCode);
      declines.push({ row, product, reason });
    }
    return { offers, declines };
  }

  function decide(batch: ConsumerBatch, row: number): ProductDecision[] {
    ensureCapacity(batch.length, false);
    const columns = columnsFor(batch);
    const readAt = (field: string) => columns[columnOf.get(field) as number]?.[row];
    return compiled.map((entry): ProductDecision => {
      const productId = entry.product.id;
      if (entry.fixedReason !== null) return { productId, offered: false, reason: entry.fixedReason };
      const matcher = lenderMatchers[entry.lenderIndex] as LocationMatcher;
      const member = matcher.matches(batch.state[row] ?? '', batch.county?.[row] ?? null, batch.zip?.[row] ?? null);
      const code = consumerCode(entry, batch, row, member ? 0 : 1);
      if (code !== 0) return { productId, offered: false, reason: CODE_REASONS[code] as ReasonCode };
      if (!evaluateRule(entry.rule.ast, readAt))
        return { productId, offered: false, reason: ruleFailure(entry, readAt) };
      const tier = entry.tiers.find((candidate) => evaluateRule(candidate.rule.ast, readAt));
      if (tier === undefined) return { productId, offered: false, reason: 'NO_TIER_MATCHED' };
      return {
        productId,
        offered: true,
        tierId: tier.definition.id,
        tierIndex: tier.index,
        terms: tier.definition.terms,
      };
    });
  }

  return { products: config.products, fields, source, run, decide };
}
