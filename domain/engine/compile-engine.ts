import type { TierType } from '../catalog/tiers.ts';
import { isDerivedField, type RuleFieldName } from '../rules/bureau-fields.ts';
import { clauseText, evaluateRule, failingClause } from '../rules/evaluate-rule.ts';
import type { RuleContext } from '../rules/rule-ast.ts';
import { type CompiledProduct, compileProducts, type LiveProduct } from './compiled-products.ts';
import { computeDerivedField } from './derived-fields.ts';
import { EngineBuffers } from './engine-buffers.ts';
import { consumerCode, EligibilityCodes } from './engine-eligibility.ts';
import { CODE_REASONS, compileLoop, type Loop, loopSource, RULE_FAILED_CODE, ruleFields } from './engine-loop.ts';
import type {
  AttributeColumn,
  ConsumerBatch,
  Decline,
  EngineLender,
  EngineProduct,
  OfferColumns,
  ProductDecision,
  ReasonCode,
} from './engine-types.ts';
import { compileLocations, type LocationMatcher } from './membership.ts';
import { type ProductTrace, traceProduct } from './product-trace.ts';

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
  /**
   * One consumer's decisions explained (product-trace.ts): the generated loop's offer, the interpreter's decision and
   * every rule read clause by clause. Meant for small batches (it runs the loop over the whole batch).
   */
  trace(batch: ConsumerBatch, row: number): ProductTrace[];
}

/**
 * Compiles products, tiers and memberships once, and rules into one generated loop over the batch's typed-array
 * columns (engine-loop.ts). Throws EngineConfigError listing every product or tier that cannot be compiled.
 */
export function compileEngine(config: EngineConfig): OfferEngine {
  const lenderMatchers = config.lenders.map((lender) => compileLocations(lender.membership));
  const { compiled, issues } = compileProducts(config);
  if (issues.length > 0) throw new EngineConfigError(issues);
  if (compiled.length > 65_535 || compiled.some((entry) => entry.product.tiers.length > 255)) {
    throw new EngineConfigError([{ productId: '*', message: 'At most 65535 products and 255 tiers per product' }]);
  }
  return new CompiledEngine(config, compiled, lenderMatchers);
}

/** A compiled engine: the generated loop for runs, the rule interpreter for one consumer's decisions. */
class CompiledEngine implements OfferEngine {
  readonly products: readonly EngineProduct[];
  readonly fields: readonly RuleFieldName[];
  readonly source: string;
  private readonly live: LiveProduct[];
  private readonly columnOf: Map<string, number>;
  private readonly eligibility: EligibilityCodes;
  private readonly buffers: EngineBuffers;
  private readonly asOfYear: number;
  private readonly offersLoop: Loop;
  /** Generated on the first run that asks for declines (most never do). */
  private declinesLoop: Loop | null = null;

  constructor(
    config: EngineConfig,
    private readonly compiled: readonly CompiledProduct[],
    private readonly lenderMatchers: readonly LocationMatcher[],
  ) {
    this.products = config.products;
    this.live = compiled.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.fixedReason === null);
    this.fields = ruleFields(this.live);
    this.columnOf = new Map(this.fields.map((field, index) => [field as string, index]));
    this.eligibility = new EligibilityCodes(config.lenders, this.lenderMatchers, this.live);
    this.buffers = new EngineBuffers(this.live.length, compiled.length, this.eligibility);
    this.asOfYear = config.asOfYear ?? new Date().getUTCFullYear();
    this.source = loopSource(this.live, this.fields, false);
    this.offersLoop = compileLoop(this.source);
  }

  run(batch: ConsumerBatch, options: { declines?: boolean } = {}): RunResult {
    const n = batch.length;
    const wantDeclines = options.declines === true;
    const buffers = this.buffers;
    buffers.ensure(n, wantDeclines);
    const columns = this.columnsFor(batch);
    const eligibilityCodes = this.eligibility.fill(batch);
    let loop = this.offersLoop;
    if (wantDeclines) {
      this.declinesLoop ??= compileLoop(loopSource(this.live, this.fields, true));
      loop = this.declinesLoop;
    }
    const { counts } = buffers;
    loop(
      n,
      columns,
      eligibilityCodes,
      buffers.offerRow,
      buffers.offerProduct,
      buffers.offerTier,
      buffers.declineRow,
      buffers.declineProduct,
      buffers.declineCode,
      counts,
    );
    const offers: OfferColumns = {
      length: counts[0] as number,
      row: buffers.offerRow.subarray(0, counts[0]),
      product: buffers.offerProduct.subarray(0, counts[0]),
      tier: buffers.offerTier.subarray(0, counts[0]),
    };
    return { offers, declines: wantDeclines ? this.declinesOf(n, columns) : [] };
  }

  decide(batch: ConsumerBatch, row: number): ProductDecision[] {
    this.buffers.ensure(batch.length, false);
    const columns = this.columnsFor(batch);
    const readAt = (field: string) => columns[this.columnOf.get(field) as number]?.[row];
    return this.compiled.map((entry): ProductDecision => {
      const productId = entry.product.id;
      if (entry.fixedReason !== null) return { productId, offered: false, reason: entry.fixedReason };
      const matcher = this.lenderMatchers[entry.lenderIndex] as LocationMatcher;
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

  trace(batch: ConsumerBatch, row: number): ProductTrace[] {
    const { offers } = this.run(batch);
    const loopTiers = new Map<number, number>();
    for (let k = 0; k < offers.length; k++) {
      if (offers.row[k] === row) loopTiers.set(offers.product[k] as number, offers.tier[k] as number);
    }
    const decisions = this.decide(batch, row);
    const columns = this.columnsFor(batch);
    const read = (field: string) => {
      const column = this.columnOf.get(field);
      // A product that offers nothing (inactive, exhausted) is not in the loop: its fields read from the batch.
      if (column === undefined) return batch.attributes[field as keyof ConsumerBatch['attributes']]?.[row];
      return columns[column]?.[row];
    };
    return this.compiled.map((entry, index) =>
      traceProduct({
        entry,
        matcher: this.lenderMatchers[entry.lenderIndex] as LocationMatcher,
        batch,
        row,
        read,
        decision: decisions[index] as ProductDecision,
        loopTier: loopTiers.get(index) ?? -1,
      }),
    );
  }

  /** The loop's columns in field order: the batch's own, derived ones computed, unknown ones all NaN. */
  private columnsFor(batch: ConsumerBatch): AttributeColumn[] {
    return this.fields.map((field) => {
      if (isDerivedField(field)) {
        const buffer = this.buffers.derivedBuffer(field, batch.length);
        return computeDerivedField(field, batch, this.asOfYear, buffer);
      }
      return batch.attributes[field as keyof ConsumerBatch['attributes']] ?? this.buffers.nan;
    });
  }

  /** Products that offer nothing decline every row; the loop's decline codes become reasons. */
  private declinesOf(n: number, columns: readonly AttributeColumn[]): Decline[] {
    const { declineRow, declineProduct, declineCode, counts } = this.buffers;
    const declines: Decline[] = [];
    this.compiled.forEach((entry, product) => {
      if (entry.fixedReason === null) return;
      for (let row = 0; row < n; row++) declines.push({ row, product, reason: entry.fixedReason });
    });
    for (let j = 0; j < (counts[1] as number); j++) {
      const row = declineRow[j] as number;
      const product = declineProduct[j] as number;
      const code = declineCode[j] as number;
      const entry = this.compiled[product] as CompiledProduct;
      const reason =
        code === RULE_FAILED_CODE
          ? ruleFailure(entry, (field) => columns[this.columnOf.get(field) as number]?.[row])
          : (CODE_REASONS[code] as ReasonCode);
      declines.push({ row, product, reason });
    }
    return declines;
  }
}

/** RULE_FAILED with the first clause of the product's rule the consumer fails, as the lender wrote it. */
function ruleFailure(entry: CompiledProduct, readAt: (field: string) => number | undefined): ReasonCode {
  const clause = failingClause(entry.rule.ast, readAt) ?? entry.rule.ast;
  return `RULE_FAILED:${clauseText(clause, entry.rule.source)}`;
}
