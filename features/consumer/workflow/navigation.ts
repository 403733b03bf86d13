import type { Purpose, Subcategory } from '../../../domain/catalog/categories.ts';
import type { SortOption } from '../../../domain/catalog/marketplace-ui.ts';
import type { CardType, CheckingType } from '../../../domain/catalog/product-details.ts';
import type { OfferCategory } from '../../../domain/catalog/products.ts';
import type { RoutedConsumer, RoutedOffer } from '../../../domain/workflow/marketplace-facts.ts';
import { requiredContext } from '../../../ui/required-context.ts';

/** The two consumer variants share every marketplace screen; only the prefix and the branding differ (001 §2). */
export type ConsumerPrefix = '/consumer' | '/further';

/** What a step page chose: the router folds it into the marketplace state, then decides where to go next. */
export interface StepChoice {
  readonly category?: OfferCategory;
  readonly subcategory?: Subcategory;
  readonly purpose?: Purpose;
  readonly offerId?: string;
  /** What the page confirmed about the consumer (income, pay frequency, vehicle). */
  readonly consumer?: Partial<RoutedConsumer>;
  /** The offers as the server re-evaluated them after the page's change. */
  readonly offers?: readonly RoutedOffer[];
}

/** The marketplace selection the offers screens read (001 §4 Marketplace selection). */
export interface MarketplaceView {
  readonly category?: OfferCategory;
  readonly subcategory?: Subcategory;
  readonly purpose?: Purpose;
  readonly sort: SortOption;
  readonly cardType?: CardType;
  readonly checkingType?: CheckingType;
  /** Requested amount (decimal string); undefined until offers are known. */
  readonly amount?: string;
  /** Requested term in months. */
  readonly term?: number;
  readonly selectedOfferId?: string;
}

export type MarketplaceEvent =
  | { readonly type: 'marketplace.sort'; readonly sort: SortOption }
  | { readonly type: 'marketplace.filter.cardType'; readonly cardType: CardType | undefined }
  | { readonly type: 'marketplace.filter.checkingType'; readonly checkingType: CheckingType | undefined }
  | { readonly type: 'marketplace.amount'; readonly amount: string }
  | { readonly type: 'marketplace.term'; readonly term: number }
  | { readonly type: 'marketplace.startOver' }
  | { readonly type: 'offer.select'; readonly offerId: string };

/**
 * What every marketplace screen may ask of the workflow: screens never navigate themselves, they report a choice
 * and the workflow router statechart decides the next route (ARCHITECTURE: statecharts drive navigation).
 */
export interface WorkflowNavigation {
  readonly prefix: ConsumerPrefix;
  /** The router's current step path (without the prefix), e.g. /marketplace/auto. */
  readonly path: string;
  /** The router's current page, as its path template (e.g. /marketplace/:productCategory): which screen to show. */
  readonly step: string;
  readonly offerId: string | null;
  readonly errorCode: string | null;
  /** True while the router resolves a step (fetching offers, saving a choice). */
  readonly busy: boolean;
  readonly next: (choice?: StepChoice) => void;
  /** Back in history, or back until the step's abort target (001 §4). */
  readonly abort: () => void;
  /** Asks the router for a page by its URL (relative to the prefix); refused like any route request it fails. */
  readonly reroute: (path: string) => void;
  readonly marketplace: MarketplaceView;
  readonly send: (event: MarketplaceEvent) => void;
}

/** useWorkflowNavigation throws outside the provider, as the seed says misuse of the marketplace context must (001 §8). */
export const [WorkflowNavigationContext, useWorkflowNavigation] = requiredContext<WorkflowNavigation>(
  'useWorkflowNavigation',
  'WorkflowProvider',
);
