import type { WorkflowDefinition } from './definition.ts';

const CATEGORY = '/marketplace/:productCategory';
const PURPOSE = '/marketplace/:productCategory/:productSubcategory/:productPurpose';

/**
 * The consumer marketplace's workflow (001 §2 flows): category → subcategory → purpose → offers, each level passed
 * through when auto-selection already chose it; home improvement straight from its category to the offers;
 * short-term loans through income and pay frequency (each skipped when known) to the offers or no-offers; auto
 * refinance through the product-type page, the vehicle collateral (skipped once confirmed) and the current loan to
 * the offers or no-offers. Sequence numbers are the seed's (3.1, 3.2, 3.21–3.23, 4.1); pay frequency has none and
 * gets income's plus 0.001.
 */
const marketplaceWorkflow = (name: string, splash: 'shown' | 'skipped'): WorkflowDefinition => ({
  name,
  index: [
    { path: '/marketplace/splash', sequence: 1, tags: ['marketplace'], guard: 'notBlocked' },
    { path: '/marketplace', sequence: 2, tags: ['marketplace', 'choice'], guard: 'canChooseCategory' },
    { path: `${CATEGORY}/income`, sequence: 2.1, tags: ['marketplace', 'stated'], guard: 'isShortTermLoan' },
    { path: `${CATEGORY}/pay`, tags: ['marketplace', 'stated'], guard: 'isShortTermLoan' },
    { path: `${CATEGORY}/nooffers`, tags: ['marketplace', 'status'] },
    { path: CATEGORY, sequence: 3, tags: ['marketplace', 'choice'], guard: 'hasCategory' },
    {
      path: '/marketplace/:productCategory/:productSubcategory',
      tags: ['marketplace', 'choice'],
      guard: 'hasSubcategory',
    },
    { path: PURPOSE, sequence: 3.1, tags: ['marketplace', 'choice'], guard: 'hasPurpose' },
    { path: `${PURPOSE}/overview`, sequence: 3.2, tags: ['marketplace'], guard: 'isRefinance' },
    { path: `${PURPOSE}/vehicle`, sequence: 3.21, tags: ['marketplace', 'stated'], guard: 'isRefinance' },
    { path: `${PURPOSE}/loan`, sequence: 3.22, tags: ['marketplace'], guard: 'isRefinance' },
    { path: `${PURPOSE}/nooffers`, sequence: 3.23, tags: ['marketplace', 'status'] },
    { path: '/marketplace/offers', sequence: 4, tags: ['marketplace', 'offers'], guard: 'hasOffersInSelection' },
    { path: '/offers/:id', sequence: 4.1, tags: ['offer'], guard: 'hasOffer' },
    // The redemption page (001 §2 steps): the router hands over to the redeem journey's own statechart here.
    { path: '/offers/:id/splash', sequence: 5, tags: ['offer', 'redemption'], guard: 'hasOffer' },
    { path: '/marketplace/nooffers', sequence: 9, tags: ['status'] },
    { path: '/marketplace/expired', tags: ['status'] },
    { path: '/error/:error', tags: ['status'] },
    { path: '/error', tags: ['status'] },
  ],
  start: [
    { rule: 'resumeRedeemOffer' },
    { rule: 'noOffers', goTo: '/marketplace/nooffers' },
    { path: '/marketplace/splash', skip: splash === 'skipped' },
  ],
  next: {
    '/marketplace/splash': { path: '/marketplace', rules: ['skipWhenCategoryChosen'] },
    '/marketplace': [
      { path: '/marketplace/offers', filters: { productCategory: ['HOME_IMPROVEMENT'] } },
      {
        path: `${CATEGORY}/income`,
        filters: { productCategory: ['SHORT_TERM_LOANS'] },
        rules: ['skipWhenIncomeKnown'],
      },
      { path: CATEGORY, rules: ['skipWhenSubcategoryChosen'] },
    ],
    [`${CATEGORY}/income`]: { path: `${CATEGORY}/pay`, rules: ['skipWhenPayFrequencySet'] },
    [`${CATEGORY}/pay`]: [{ rule: 'noneInSelection', goTo: `${CATEGORY}/nooffers` }, '/marketplace/offers'],
    [CATEGORY]: { path: '/marketplace/:productCategory/:productSubcategory', rules: ['skipWhenPurposeChosen'] },
    // Choosing the purpose goes on to what follows the purpose page; the page itself is for links naming all levels.
    '/marketplace/:productCategory/:productSubcategory': { path: PURPOSE, skip: true },
    [PURPOSE]: [
      { path: `${PURPOSE}/overview`, filters: { productPurpose: ['Refinance'] } },
      { rule: 'noneInSelection', goTo: `${PURPOSE}/nooffers` },
      '/marketplace/offers',
    ],
    [`${PURPOSE}/overview`]: { path: `${PURPOSE}/vehicle`, rules: ['skipWhenVehicleConfirmed'] },
    [`${PURPOSE}/vehicle`]: `${PURPOSE}/loan`,
    [`${PURPOSE}/loan`]: [{ rule: 'noneInSelection', goTo: `${PURPOSE}/nooffers` }, '/marketplace/offers'],
    '/marketplace/offers': '/offers/:id',
    '/offers/:id': '/offers/:id/splash',
  },
  abort: {
    '/offers/:id': '/marketplace/offers',
  },
  error: { '*': '/error/:error' },
});

/** Served by GET /api/workflows/{name}; the client falls back to these when the lookup fails (001 §4). */
export const MARKETPLACE_WORKFLOWS: Readonly<Record<string, WorkflowDefinition>> = {
  'consumer-marketplace': marketplaceWorkflow('consumer-marketplace', 'skipped'),
  'further-marketplace': marketplaceWorkflow('further-marketplace', 'shown'),
};

export const DEFAULT_WORKFLOW_NAME = 'consumer-marketplace';
