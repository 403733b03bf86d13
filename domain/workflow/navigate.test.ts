import { describe, expect, it, vi } from 'vitest';
import { MARKETPLACE_WORKFLOWS } from './marketplace-definitions.ts';
import { routedConsumer } from './marketplace-facts.test-helper.ts';
import type { MarketplaceFacts, RoutedConsumer } from './marketplace-facts.ts';
import { compileMarketplaceWorkflow, marketplaceWorkflowFrom } from './marketplace-workflow.ts';
import { abort, arrive, NOWHERE, next, toStart } from './navigate.ts';

const workflow = compileMarketplaceWorkflow(MARKETPLACE_WORKFLOWS['consumer-marketplace'] as never, () => {});
const further = compileMarketplaceWorkflow(MARKETPLACE_WORKFLOWS['further-marketplace'] as never, () => {});
const consumer = routedConsumer;
const facts = (types: string[], overrides: Partial<MarketplaceFacts> = {}): MarketplaceFacts => ({
  offers: types.map((productType, i) => ({ id: `o${i}`, productType, status: 'ELIGIBLE' })),
  consumer: consumer(),
  selection: {},
  offerId: null,
  ...overrides,
});

describe('marketplace workflow navigation', () => {
  it('starts at the category page in /consumer (splash skipped) and at the splash in /further', () => {
    const f = facts(['New_Auto', 'Certificate_Deposit']);
    expect(toStart(workflow, f).path).toBe('/marketplace');
    expect(toStart(further, f).path).toBe('/marketplace/splash');
    expect(next(further, toStart(further, f), f).path).toBe('/marketplace');
  });

  it('with one category, passes through the levels auto-selection already chose', () => {
    const f = facts(['Home_Improvement_Loan'], {
      selection: { category: 'HOME_IMPROVEMENT' },
    });
    expect(toStart(workflow, f).path).toBe('/marketplace/offers');
  });

  it('short-term loans: income, then pay frequency, each only while unknown', () => {
    const at = { path: '/marketplace', history: ['/marketplace'], errorCode: null };
    const f = (c: Partial<RoutedConsumer>) =>
      facts(['Short_Term_Loan', 'New_Auto'], { consumer: consumer(c), selection: { category: 'SHORT_TERM_LOANS' } });
    expect(next(workflow, at, f({ hasIncome: false, hasPayFrequency: false })).path).toBe(
      '/marketplace/:productCategory/income',
    );
    expect(next(workflow, at, f({ hasIncome: true, hasPayFrequency: false })).path).toBe(
      '/marketplace/:productCategory/pay',
    );
    expect(next(workflow, at, f({})).path).toBe('/marketplace/offers');
  });

  it('a denied page sends the consumer to the start with history replaced, or to the error page from the start', () => {
    const f = facts(['New_Auto', 'Certificate_Deposit']);
    const deep = {
      path: '/marketplace/:productCategory',
      history: ['/marketplace', '/marketplace/:productCategory'],
      errorCode: null,
    };
    expect(arrive(workflow, deep, '/offers/:id', f)).toEqual({
      path: '/marketplace',
      history: ['/marketplace'],
      errorCode: null,
    });
    const atStart = { path: '/marketplace', history: ['/marketplace'], errorCode: null };
    expect(arrive(workflow, atStart, '/offers/:id', f).path).toBe('/error/:error');
  });

  it('blocked while documents are pending: every page is denied, with the code on the error page', () => {
    const f = facts(['New_Auto'], { consumer: consumer({ workflowState: ['OFFERS_GENERATED', 'PENDING_DOCUMENTS'] }) });
    expect(toStart(workflow, f)).toMatchObject({ path: '/error/:error', errorCode: 'OFFER_REDEMPTION_STIPS_PENDING' });
    const redirecting = facts(['New_Auto'], { consumer: consumer({ workflowState: ['REDIRECTING'] }) });
    expect(toStart(workflow, redirecting).errorCode).toBe('OFFER_REDEMPTION_PENDING');
  });

  it('redeemOffer resumes at the pending offer, or at the income step', () => {
    const f = facts(['Short_Term_Loan'], {
      consumer: consumer({ workflowState: ['redeemOffer'], pendingOfferId: 'o0' }),
      offerId: 'o0',
      selection: { category: 'SHORT_TERM_LOANS' },
    });
    expect(toStart(workflow, f).path).toBe('/offers/:id');
    const noOffer = { ...f, consumer: consumer({ workflowState: ['redeemOffer'], hasIncome: false }), offerId: null };
    expect(toStart(workflow, noOffer).path).toBe('/marketplace/:productCategory/income');
  });

  it('abort from an offer goes back until the offers page, or there directly after a deep link', () => {
    const f = facts(['New_Auto', 'Used_Auto'], {
      selection: { category: 'AUTO', subcategory: 'Automobile', purpose: 'Purchase new' },
      offerId: 'o0',
    });
    const history = ['/marketplace/:productCategory/:productSubcategory', '/marketplace/offers', '/offers/:id'];
    expect(abort(workflow, { path: '/offers/:id', history, errorCode: null }, f).path).toBe('/marketplace/offers');
    expect(abort(workflow, { path: '/offers/:id', history: ['/offers/:id'], errorCode: null }, f)).toEqual({
      path: '/marketplace/offers',
      history: ['/marketplace/offers'],
      errorCode: null,
    });
  });

  it('nothing matching goes to /error', () => {
    const f = facts(['New_Auto']);
    expect(next(workflow, { path: '/marketplace/expired', history: [], errorCode: null }, f).path).toBe('/error');
    expect(next(workflow, NOWHERE, facts([])).path).toBe('/marketplace/nooffers');
  });
});

describe('marketplaceWorkflowFrom (the named lookup with its default)', () => {
  it('compiles a fetched definition', () => {
    const definition = MARKETPLACE_WORKFLOWS['further-marketplace'];
    expect(marketplaceWorkflowFrom(definition, 'further-marketplace', () => {}).definition.name).toBe(
      'further-marketplace',
    );
  });
  it('falls back to the default when the lookup failed, the answer is not a definition, or it names unknown guards', () => {
    const log = vi.fn();
    expect(marketplaceWorkflowFrom(undefined, 'consumer-marketplace', log).definition.name).toBe(
      'consumer-marketplace',
    );
    expect(marketplaceWorkflowFrom({ nope: 1 }, 'further-marketplace', log).definition.name).toBe(
      'further-marketplace',
    );
    const broken = {
      ...MARKETPLACE_WORKFLOWS['consumer-marketplace'],
      index: [{ path: '/marketplace', guard: 'noSuchGuard' }],
    };
    expect(marketplaceWorkflowFrom(broken, 'x-unknown', log).definition.name).toBe('consumer-marketplace');
    expect(log).toHaveBeenCalledWith('Workflow further-marketplace is not a workflow definition; using the default');
    expect(log).toHaveBeenCalledWith('Workflow x-unknown does not compile; using the default', expect.any(Error));
  });
});
