import { Engine } from 'json-rules-engine';
import type { ConsumerBatch } from '../../domain/engine/engine-types.ts';
import { buildRule } from '../../domain/engine/product-rules.ts';
import { BUREAU_FIELDS } from '../../domain/rules/bureau-fields.ts';
import { toJsonRulesTopLevel } from '../../domain/rules/to-json-rules.ts';
import type { BenchSetup } from './bench-products.ts';

/** Offers as parallel arrays, the same shape the engine writes. */
export interface OfferSink {
  row: Int32Array;
  product: Uint16Array;
  tier: Uint8Array;
}

/** The same predicates written by hand, as an engineer would for one fixed product set. Returns the offer count. */
export function handLoop(batch: ConsumerBatch, setup: BenchSetup, out: OfferSink): number {
  const { parameters, lenderStates, lenders } = setup;
  const at = batch.attributes;
  const vantage = at.VANTAGE_SCORE as Float64Array;
  const fico = at.FICO as Float64Array;
  const dti = at.DEBT_TO_INCOME as Float64Array;
  const income = at.ESTIMATED_INCOME as Float64Array;
  const inquiries = at.INQUIRIES_6M as Float64Array;
  const utilisation = at.REVOLVING_UTILIZATION as Float64Array;
  const trades = at.TRADES_OPEN as Float64Array;
  const bankruptcies = at.BANKRUPTCY_COUNT as Float64Array;
  const late = at.DELINQUENT_30_DAYS_12M as Float64Array;
  const collections = at.COLLECTIONS_COUNT as Float64Array;
  const chargeOffs = at.CHARGE_OFF_COUNT as Float64Array;
  const mla = batch.mla as Uint8Array;
  const member = new Uint8Array(lenders.length);
  let k = 0;
  for (let i = 0; i < batch.length; i++) {
    const state = batch.state[i] as string;
    const covered = mla[i] === 1;
    for (let l = 0; l < lenders.length; l++) {
      const states = lenderStates[l];
      member[l] =
        (states == null || states.has(state)) && (!covered || (lenders[l] as { acceptsMla: boolean }).acceptsMla)
          ? 1
          : 0;
    }
    for (let p = 0; p < parameters.length; p++) {
      const q = parameters[p] as BenchSetup['parameters'][number];
      if (member[q.lender] === 0) continue;
      const pass =
        q.shape === 0
          ? (vantage[i] as number) >= q.a && ((dti[i] as number) < q.b || (income[i] as number) > q.c)
          : (fico[i] as number) >= q.a &&
            (inquiries[i] as number) < q.b &&
            ((utilisation[i] as number) < q.c || (trades[i] as number) >= 5);
      if (!pass) continue;
      const score = q.shape === 0 ? (vantage[i] as number) : (fico[i] as number);
      const bankrupt = bankruptcies[i] as number;
      for (let t = 0; t < q.tiers.length; t++) {
        const tier = q.tiers[t] as BenchSetup['parameters'][number]['tiers'][number];
        const bankruptcyOk = t < 2 ? bankrupt === 0 : bankrupt !== 3 && bankrupt !== 4 && bankrupt !== 5;
        if (
          score >= tier.lo &&
          bankruptcyOk &&
          (late[i] as number) < tier.delinquencies &&
          ((collections[i] as number) < tier.collections || chargeOffs[i] === 0)
        ) {
          out.row[k] = i;
          out.product[k] = p;
          out.tier[k] = t;
          k++;
          break;
        }
      }
    }
  }
  return k;
}

/**
 * The products translated automatically into json-rules-engine rules, one per product × tier: membership and MLA
 * as conditions on the state and mla facts, then the product rule and the tier rule.
 */
export function jsonRulesEngine(setup: BenchSetup): Engine {
  const engine = new Engine([], { allowUndefinedFacts: false });
  setup.products.forEach((product, p) => {
    const lender = setup.lenders.find((candidate) => candidate.id === product.lenderId);
    const states = setup.lenderStates[setup.parameters[p]?.lender ?? 0];
    const productRule = buildRule(product, 'console');
    if (!productRule.ok || lender === undefined) throw new Error(`cannot translate ${product.id}`);
    product.tiers.forEach((tier, t) => {
      const tierRule = buildRule(tier, 'tier');
      if (!tierRule.ok) throw new Error(`cannot translate ${tier.id}`);
      const all = [toJsonRulesTopLevel(productRule.rule.ast), toJsonRulesTopLevel(tierRule.rule.ast)];
      const eligibility = [
        ...(states == null ? [] : [{ fact: 'state', operator: 'in', value: [...states] }]),
        ...(lender.acceptsMla ? [] : [{ fact: 'mla', operator: 'equal', value: 0 }]),
      ];
      engine.addRule({ conditions: { all: [...eligibility, ...all] }, event: { type: 'offer', params: { p, t } } });
    });
  });
  return engine;
}

/** Facts for one consumer: every bureau attribute plus state and MLA flag. */
export function factsOf(batch: ConsumerBatch, row: number): Record<string, number | string> {
  const facts: Record<string, number | string> = { state: batch.state[row] as string, mla: batch.mla?.[row] ?? 0 };
  for (const { name } of BUREAU_FIELDS) facts[name] = batch.attributes[name]?.[row] as number;
  return facts;
}

/** First (lowest) matching tier per product from json-rules-engine's events; written into the sink. */
export async function jsonRulesOffers(engine: Engine, batch: ConsumerBatch, out: OfferSink): Promise<number> {
  let k = 0;
  for (let row = 0; row < batch.length; row++) {
    const { events } = await engine.run(factsOf(batch, row));
    const best = new Map<number, number>();
    for (const event of events) {
      const { p, t } = event.params as { p: number; t: number };
      best.set(p, Math.min(best.get(p) ?? Number.POSITIVE_INFINITY, t));
    }
    for (const [p, t] of [...best].sort((x, y) => x[0] - y[0])) {
      out.row[k] = row;
      out.product[k] = p;
      out.tier[k] = t;
      k++;
    }
  }
  return k;
}

/** Order-independent hash of an offer set: a sum and an xor of mixed keys, plus the count. */
export class OfferHash {
  private sum = 0;
  private xor = 0;
  count = 0;
  add(consumerId: number, product: number, tier: number): void {
    const key = (consumerId * 65_536 + product) * 256 + tier;
    let x = (key >>> 0) ^ Math.imul(Math.floor(key / 4_294_967_296), 0x9e3779b1);
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    x ^= x >>> 16;
    this.sum = (this.sum + x) >>> 0;
    this.xor = (this.xor ^ Math.imul(x, 31)) >>> 0;
    this.count++;
  }
  addAll(ids: ArrayLike<number>, sink: OfferSink, length: number): void {
    for (let k = 0; k < length; k++)
      this.add(ids[sink.row[k] as number] as number, sink.product[k] as number, sink.tier[k] as number);
  }
  toString(): string {
    return `${this.count}:${this.sum.toString(16)}:${this.xor.toString(16)}`;
  }
}
