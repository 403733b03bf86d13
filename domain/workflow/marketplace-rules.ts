import { hasAnyFlag, type JourneyFlagName, journeyFlagsOf } from '../journey-flags.ts';
import { autoSelect } from '../marketplace/auto-select.ts';
import { offersToShow } from '../marketplace/preselection.ts';
import { matchesSelection } from '../marketplace/product-triples.ts';
import type { GuardResult } from './compile.ts';
import type { MarketplaceFacts } from './marketplace-facts.ts';
import { type RuleRegistry, SKIP } from './resolve-step.ts';

const shown = (facts: MarketplaceFacts) => offersToShow(facts.offers);
const inSelection = (facts: MarketplaceFacts) =>
  shown(facts).filter((offer) => matchesSelection(offer.productType, facts.selection));
/** Categories whose flows reach the offers from the category (001 §2), without a purpose page. */
const CATEGORY_LEVEL_OFFERS: readonly string[] = ['HOME_IMPROVEMENT', 'SHORT_TERM_LOANS'];
/** Whether the consumer's journey has the flag (001 §4 journey flags, read from the workflow state). */
const has = (facts: MarketplaceFacts, flag: JourneyFlagName) =>
  hasAnyFlag(journeyFlagsOf(facts.consumer?.workflowState ?? []), flag);

/**
 * While documents are pending or the consumer is being redirected to the lender, every marketplace step is blocked
 * (001 §2); the code says which, for the error page.
 */
const notBlocked = (facts: MarketplaceFacts) =>
  has(facts, 'PENDING_DOCUMENTS')
    ? 'OFFER_REDEMPTION_STIPS_PENDING'
    : has(facts, 'REDIRECTING')
      ? 'OFFER_REDEMPTION_PENDING'
      : true;

export type MarketplaceGuard = (facts: MarketplaceFacts) => GuardResult;

const unlessBlocked =
  (check: (facts: MarketplaceFacts) => boolean): MarketplaceGuard =>
  (facts) => {
    const open = notBlocked(facts);
    return open === true ? check(facts) : open;
  };

/** The named guards a definition's index may use (001 §4: a guard receives auth, marketplace state and query). */
export const MARKETPLACE_GUARDS: Readonly<Record<string, MarketplaceGuard>> = {
  notBlocked: unlessBlocked(() => true),
  canChooseCategory: unlessBlocked(
    (facts) => shown(facts).length > 0 && autoSelect(shown(facts)).category === undefined,
  ),
  hasCategory: unlessBlocked((facts) => facts.selection.category !== undefined),
  isShortTermLoan: unlessBlocked((facts) => facts.selection.category === 'SHORT_TERM_LOANS'),
  hasSubcategory: unlessBlocked((facts) => facts.selection.subcategory !== undefined),
  hasPurpose: unlessBlocked((facts) => facts.selection.purpose !== undefined),
  isRefinance: unlessBlocked((facts) => facts.selection.purpose === 'Refinance'),
  hasOffersInSelection: unlessBlocked(
    (facts) =>
      (facts.selection.purpose !== undefined || CATEGORY_LEVEL_OFFERS.includes(facts.selection.category ?? '')) &&
      inSelection(facts).length > 0,
  ),
  hasOffer: unlessBlocked(
    (facts) => facts.offerId !== null && shown(facts).some((offer) => offer.id === facts.offerId),
  ),
};

/** The named rules a definition's steps may use: each yields a path, SKIP, true, or nothing (001 §4). */
export const MARKETPLACE_RULES: RuleRegistry<MarketplaceFacts> = {
  /** Start rule: a consumer in redeemOffer resumes at the pending offer, or else at the income step. */
  resumeRedeemOffer: (facts) => {
    // redeemOffer is a workflow state of the start rule (001 §2), not a journey flag.
    if (!facts.consumer?.workflowState.includes('redeemOffer')) return undefined;
    return facts.consumer?.pendingOfferId ? '/offers/:id' : '/marketplace/:productCategory/income';
  },
  noOffers: (facts) => shown(facts).length === 0,
  noneInSelection: (facts) => inSelection(facts).length === 0,
  skipWhenCategoryChosen: (facts) => (facts.selection.category !== undefined ? SKIP : undefined),
  skipWhenSubcategoryChosen: (facts) => (facts.selection.subcategory !== undefined ? SKIP : undefined),
  skipWhenPurposeChosen: (facts) => (facts.selection.purpose !== undefined ? SKIP : undefined),
  skipWhenIncomeKnown: (facts) => (facts.consumer?.hasIncome ? SKIP : undefined),
  skipWhenPayFrequencySet: (facts) => (facts.consumer?.hasPayFrequency ? SKIP : undefined),
  skipWhenVehicleConfirmed: (facts) => (facts.consumer?.vehicleConfirmed ? SKIP : undefined),
};
