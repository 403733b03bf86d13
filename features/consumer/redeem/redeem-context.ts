import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Offer } from '../../../api/consumer.ts';
import type { RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import type { RedemptionStepsMachine } from '../../../machines/redemption/redemption-steps-machine.ts';
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

export const RedeemJourneyContext = createContext<RedeemJourney | null>(null);

/** Throws outside the provider, as misuse of the marketplace context must (001 §8). */
export function useRedeemJourney(): RedeemJourney {
  const journey = useContext(RedeemJourneyContext);
  if (!journey) throw new Error('useRedeemJourney must be used within a RedeemJourneyProvider');
  return journey;
}
