import type { MarketplaceSelection } from '../marketplace/auto-select.ts';

/** What the router needs of an offer: its type (for the category tree) and status (redacted offers are not shown). */
export interface RoutedOffer {
  readonly id: string;
  readonly productType: string;
  readonly status: string;
}

/** What the router needs of the consumer (001 §2 flows, §4 workflow state). */
export interface RoutedConsumer {
  readonly hasIncome: boolean;
  readonly hasPayFrequency: boolean;
  readonly vehicleConfirmed: boolean;
  readonly workflowState: readonly string[];
  /** The offer of a pending redemption, to resume at (the redeemOffer start rule). */
  readonly pendingOfferId: string | null;
}

/** Everything the marketplace workflow's rules and guards decide on. */
export interface MarketplaceFacts {
  readonly offers: readonly RoutedOffer[];
  readonly consumer: RoutedConsumer | null;
  readonly selection: MarketplaceSelection;
  readonly offerId: string | null;
}
