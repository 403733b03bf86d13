/**
 * Offer engine benchmark: `npx tsx tests/bench/engine.bench.ts [--consumers N] [--sample N] [--batch N]`
 * (or BENCH_CONSUMERS / BENCH_SAMPLE / BENCH_BATCH). Streams a seeded synthetic population through (a) the engine and
 * (c) a hand-written loop of the same predicates, then runs (b) json-rules-engine 7 on a sample; all three must
 * produce the same offer set, or the run fails.
 */
import { compileEngine } from '../../domain/engine/compile-engine.ts';
import type { ConsumerBatch } from '../../domain/engine/engine-types.ts';
import { generatePopulation } from './bench-population.ts';
import { benchSetup, PRODUCT_COUNT, TIER_COUNT } from './bench-products.ts';
import { handLoop, jsonRulesEngine, jsonRulesOffers, OfferHash, type OfferSink } from './bench-references.ts';

function option(name: string, environment: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const text = index >= 0 ? process.argv[index + 1] : process.env[environment];
  const value = text === undefined ? fallback : Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer, got ${text}`);
  return value;
}

const consumers = option('consumers', 'BENCH_CONSUMERS', 1_000_000);
const sampleSize = Math.min(consumers, option('sample', 'BENCH_SAMPLE', 5_000));
const batchSize = option('batch', 'BENCH_BATCH', 10_000);
const memoryMark = Math.min(100_000, consumers);

const setup = benchSetup();
const engine = compileEngine({ lenders: setup.lenders, products: setup.products, tierType: 'PRESCREEN' });
const sink = (): OfferSink => {
  const size = batchSize * PRODUCT_COUNT;
  return { row: new Int32Array(size), product: new Uint16Array(size), tier: new Uint8Array(size) };
};
const mib = (kib: number) => (kib / 1024).toFixed(1);
const rate = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');

function fail(message: string): never {
  console.error(`\nFAIL: ${message}`);
  process.exit(1);
}

console.log(
  `Offer engine benchmark: ${consumers.toLocaleString('en-US')} consumers × ${PRODUCT_COUNT} products × ${TIER_COUNT} tiers`,
);
console.log(`batch ${batchSize}, json-rules-engine sample ${sampleSize}, node ${process.version}\n`);

// (a) + (c) over the whole population, streamed; each batch goes through both, each timed on its own.
const engineHash = new OfferHash();
const handHash = new OfferHash();
const handSink = sink();
let engineMs = 0;
let handMs = 0;
let seen = 0;
let rssAtMark = { peak: 0, current: 0 };
for (const batch of generatePopulation(consumers, batchSize)) {
  let started = performance.now();
  const { offers } = engine.run(batch);
  engineMs += performance.now() - started;
  engineHash.addAll(batch.consumerIds, offers, offers.length);
  started = performance.now();
  const handCount = handLoop(batch, setup, handSink);
  handMs += performance.now() - started;
  handHash.addAll(batch.consumerIds, handSink, handCount);
  seen += batch.length;
  if (seen === memoryMark) {
    rssAtMark = { peak: process.resourceUsage().maxRSS, current: process.memoryUsage().rss / 1024 };
  }
}
const rssAtEnd = { peak: process.resourceUsage().maxRSS, current: process.memoryUsage().rss / 1024 };
const evaluations = consumers * PRODUCT_COUNT;

// (b) json-rules-engine on the first sampleSize consumers, with the engine and hand loop on the same sample.
const [sample] = generatePopulation(sampleSize, sampleSize) as Iterable<ConsumerBatch>;
if (sample === undefined) fail('no sample');
const sampleHashes = { engine: new OfferHash(), hand: new OfferHash(), jre: new OfferHash() };
const sampleSink = {
  row: new Int32Array(sampleSize * PRODUCT_COUNT),
  product: new Uint16Array(sampleSize * PRODUCT_COUNT),
  tier: new Uint8Array(sampleSize * PRODUCT_COUNT),
};
const sampleOffers = engine.run(sample).offers;
sampleHashes.engine.addAll(sample.consumerIds, sampleOffers, sampleOffers.length);
sampleHashes.hand.addAll(sample.consumerIds, sampleSink, handLoop(sample, setup, sampleSink));
const rulesEngine = jsonRulesEngine(setup);
const started = performance.now();
const jreCount = await jsonRulesOffers(rulesEngine, sample, sampleSink);
const jreMs = performance.now() - started;
sampleHashes.jre.addAll(sample.consumerIds, sampleSink, jreCount);

const engineRate = evaluations / engineMs;
const handRate = evaluations / handMs;
const jreRate = (sampleSize * PRODUCT_COUNT) / jreMs;
console.log('evaluations = consumer × product decisions (product rule, then tiers in order)');
console.log(
  `(a) engine             ${rate(evaluations, engineMs).padStart(14)} evaluations/s  ${engineMs.toFixed(0)} ms for ${consumers.toLocaleString('en-US')} consumers`,
);
console.log(`(c) hand-written loop  ${rate(evaluations, handMs).padStart(14)} evaluations/s  ${handMs.toFixed(0)} ms`);
console.log(
  `(b) json-rules-engine  ${rate(sampleSize * PRODUCT_COUNT, jreMs).padStart(14)} evaluations/s  ${jreMs.toFixed(0)} ms for ${sampleSize} consumers, ~${((jreMs * consumers) / sampleSize / 1000).toFixed(0)} s extrapolated`,
);
console.log(`engine / json-rules-engine: ${(engineRate / jreRate).toFixed(0)}×   (goal ≥ 200×)`);
console.log(`engine / hand loop:         ${(engineRate / handRate).toFixed(2)}×  (goal ≥ 0.5×)`);
console.log(
  `offers: ${engineHash.count.toLocaleString('en-US')} (${((engineHash.count / evaluations) * 100).toFixed(1)}% of evaluations)`,
);
console.log(
  `peak RSS at ${memoryMark.toLocaleString('en-US')} consumers: ${mib(rssAtMark.peak)} MiB (current ${mib(rssAtMark.current)} MiB)`,
);
console.log(
  `peak RSS at ${consumers.toLocaleString('en-US')} consumers: ${mib(rssAtEnd.peak)} MiB (current ${mib(rssAtEnd.current)} MiB)`,
);
console.log(
  `hashes: engine ${engineHash}, hand ${handHash}; sample engine ${sampleHashes.engine}, hand ${sampleHashes.hand}, json-rules-engine ${sampleHashes.jre}`,
);

if (engineHash.toString() !== handHash.toString()) fail('engine and hand loop disagree on the full population');
const sampleSet = new Set(Object.values(sampleHashes).map(String));
if (sampleSet.size !== 1) fail('engine, hand loop and json-rules-engine disagree on the sample');
if (engineHash.count === 0) fail('no offers at all: the benchmark rules are degenerate');
console.log('\nOK: all three produce the same offer set');
