import { describe, expect, it } from 'vitest';
import { compileEngine } from './compile-engine.ts';
import { batchFromConsumers } from './consumer-batch.ts';
import type { EngineLender, EngineProduct } from './engine-types.ts';
import { principalReasons, WHY_NO_OFFER_REASONS } from './why-no-offer.ts';

const terms = [{ term: 36, apr: '9.99', limit: '20000', minimum: '1000' }];
const product = (id: string, lenderId: string, rule: string, tierRule = 'FICO >= 0'): EngineProduct => ({
  id,
  lenderId,
  type: 'Unsecured_Loan',
  status: 'active',
  rule,
  tiers: [{ id: `${id}-t`, name: 'Tier', type: 'PRESCREEN', rule: tierRule, terms }],
});
const lenders: EngineLender[] = [
  { id: 'national', acceptsMla: true, membership: [{ state: '*' }] },
  { id: 'cu', acceptsMla: true, membership: [{ state: 'CO' }] },
];
const engine = compileEngine({
  lenders,
  products: [
    product('score', 'national', 'FICO >= 640 and COLLECTIONS_COUNT <= 1'),
    product('score2', 'national', 'VANTAGE_SCORE >= 600'),
    product('local', 'cu', 'FICO >= 300'),
    product('tiered', 'national', 'AGE >= 18', 'INQUIRIES_6M < 3'),
  ],
});
const reasonsOf = (state: string, attributes: Record<string, number>) =>
  principalReasons(engine.trace(batchFromConsumers([{ id: 0, state, attributes }]), 0));

describe('why no offer', () => {
  it('names the principal reasons, most shared first, at most four, in the catalogue words', () => {
    const reasons = reasonsOf('NM', { FICO: 512, VANTAGE_SCORE: 505, COLLECTIONS_COUNT: 4, AGE: 17, INQUIRIES_6M: 1 });
    expect(reasons.map((reason) => reason.key)).toEqual(['score', 'membership', 'collections', 'age']);
    expect(reasons[0]?.text).toBe("Your credit score is below this lender's minimum");
    expect(reasons[1]?.text).toBe("You are outside this lender's membership or service area");
  });

  it('never carries a threshold or a value of the consumer', () => {
    const reasons = reasonsOf('NM', { FICO: 512, VANTAGE_SCORE: 505, COLLECTIONS_COUNT: 4, AGE: 17, INQUIRIES_6M: 1 });
    for (const reason of reasons) expect(reason.text).not.toMatch(/\d/);
    for (const text of Object.values(WHY_NO_OFFER_REASONS)) expect(text).not.toMatch(/\d|[<>=]/);
  });

  it('reads the tiers when the product rule held but no tier did, and says nothing of offered products', () => {
    const reasons = reasonsOf('CO', { FICO: 700, VANTAGE_SCORE: 690, COLLECTIONS_COUNT: 0, AGE: 30, INQUIRIES_6M: 5 });
    expect(reasons).toEqual([{ key: 'inquiries', text: WHY_NO_OFFER_REASONS.inquiries }]);
  });

  it('tells a missing bureau value from a low one', () => {
    expect(reasonsOf('CO', { FICO: 700, COLLECTIONS_COUNT: 0, AGE: 30, INQUIRIES_6M: 0 })).toEqual([
      { key: 'missing', text: WHY_NO_OFFER_REASONS.missing },
    ]);
  });
});
