import { describe, expect, it } from 'vitest';
import {
  initialConsumerWorkflowState,
  isConsoleSession,
  isConsumerSession,
  narrowToProductTypes,
  PUBLISHER_PARAMS_LIMITS,
  publisherQueryParamsOf,
  supportedProductTypesOf,
} from './consumer-entry.ts';

describe('supportedProductTypesOf (000 §3 stateParams.productType)', () => {
  it('splits on ";", trims, drops unknown names and repeats', () => {
    expect(supportedProductTypesOf('New_Auto; Used_Auto;;Martian;New_Auto')).toEqual(['New_Auto', 'Used_Auto']);
    expect(supportedProductTypesOf(undefined)).toEqual([]);
    expect(supportedProductTypesOf('')).toEqual([]);
  });
});

describe('narrowToProductTypes', () => {
  const offers = [{ productType: 'New_Auto' }, { productType: 'Personal_Loan' }, { productType: 'Used_Auto' }];
  it('keeps the supported types only', () => {
    expect(narrowToProductTypes(offers, ['Used_Auto', 'New_Auto'])).toEqual([offers[0], offers[2]]);
  });
  it('shows everything when not narrowed, or when the narrowing would leave nothing', () => {
    expect(narrowToProductTypes(offers, undefined)).toBe(offers);
    expect(narrowToProductTypes(offers, [])).toBe(offers);
    expect(narrowToProductTypes(offers, ['Boat'])).toBe(offers);
  });
});

describe('publisherQueryParamsOf (000 §3 publisherQueryParams)', () => {
  it("keeps the publisher's parameters, not the app's own, within the limits", () => {
    expect(
      publisherQueryParamsOf({ utm_source: 'acme', clickId: 42, productType: 'New_Auto', site: 'sk_1', deep: {} }),
    ).toEqual({ utm_source: 'acme', clickId: '42' });
    expect(publisherQueryParamsOf({ long: 'x'.repeat(PUBLISHER_PARAMS_LIMITS.valueLength + 1) })).toEqual({});
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'v']));
    expect(Object.keys(publisherQueryParamsOf(many))).toHaveLength(PUBLISHER_PARAMS_LIMITS.keys);
  });
});

describe('session predicates (000 §3)', () => {
  it('a console session has a userId; a consumer session has the consumer realm', () => {
    expect(isConsoleSession({ userId: 'u1' })).toBe(true);
    expect(isConsoleSession({ userId: '' })).toBe(false);
    expect(isConsoleSession({})).toBe(false);
    expect(isConsoleSession(null)).toBe(false);
    expect(isConsumerSession({ realm: 'consumer' })).toBe(true);
    expect(isConsumerSession({ realm: 'fi' })).toBe(false);
    expect(isConsumerSession(undefined)).toBe(false);
  });
});

describe('initialConsumerWorkflowState (000 §4)', () => {
  it('starts at offers generated and adds pending documents for a pending redemption', () => {
    expect(initialConsumerWorkflowState(undefined, null)).toEqual(['OFFERS_GENERATED']);
    expect(initialConsumerWorkflowState([], 'r1')).toEqual(['OFFERS_GENERATED', 'PENDING_DOCUMENTS']);
    expect(initialConsumerWorkflowState(['REDEEMED'], null)).toEqual(['REDEEMED']);
  });
});
