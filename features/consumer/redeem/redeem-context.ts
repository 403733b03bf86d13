import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Offer } from '../../../api/consumer.ts';
import type { RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import type { RedemptionStepsMachine } from '../../../machines/redemption/redemption-steps-machine.ts';
import { requiredContext } from '../../../ui/required-context.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';

/** What every redeem journey screen reads: the statechart (screens only send it events) and the offer. */
export interface RedeemJourney {
  readonly prefix: ConsumerPrefix;
  readonly actor: ActorRefFrom<RedemptionStepsMachine>;
  readonly snapshot: SnapshotFrom<RedemptionStepsMachine>;
  /** The offer being redeemed, once loaded. */
  readonly offer: Offer | undefined;
  /** Continuing a redemption already waiting for documents (its offer is reserved; upload later is done). */
  readonly continuingPending: boolean;
  readonly application: RedeemApplication | null;
  readonly setApplication: (application: RedeemApplication) => void;
}

/** useRedeemJourney throws outside the provider, as misuse of the marketplace context must (001 §8). */
export const [RedeemJourneyContext, useRedeemJourney] = requiredContext<RedeemJourney>(
  'useRedeemJourney',
  'RedeemJourneyProvider',
);
