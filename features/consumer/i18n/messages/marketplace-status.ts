import { WHY_NO_OFFER_REASONS } from '../../../../domain/engine/why-no-offer.ts';
import { messagesOf } from '../../../../ui/intl/define-messages.ts';
import { labelMessages } from '../label-messages.ts';

/** The marketplace's own pages around the offers: splash, no offers, expired, the spinners (001 §8). */
export const marketplaceStatusMessages = messagesOf('consumer.marketplace', {
  loadingOffer: 'Loading the offer…',
  findingOffers: 'Finding your offers…',
  splashTitle: 'Your pre-approved offers are ready',
  splashText:
    'Lenders in your area have {count} {count, plural, one {offer} other {offers}} for you, based on your credit file. Checking them does not affect your credit score.',
  seeMyOffers: 'See my offers',
  noOffersTitle: 'No offers yet',
  noOffers: "We don't have offers for you right now. Your offers may change when your credit profile does.",
  startOver: 'Start over',
  expiredTitle: 'Offers expired',
  expired: 'These offers have expired. Watch for your next pre-approved offers.',
  generic: 'Something went wrong / Please try again later',
  whyNoOffer: 'Why there are no offers',
  mainReasons: 'The main reasons',
});

/** The why-no-offer reasons: a closed catalogue (domain/engine/why-no-offer.ts), translated by key. */
export const whyNoOfferMessages = labelMessages('consumer.whyNoOffer', WHY_NO_OFFER_REASONS);

/** A page opened by another site (the pop-up handshake) and the token-exchange sign-in. */
export const openerMessages = messagesOf('consumer.opener', {
  connecting: 'Connecting…',
  oops: 'Oops! Something went wrong.',
  tryLater: 'Please try again later.',
  notHere: 'This page cannot be opened here',
  signingIn: 'Signing you in…',
  notSignedIn: 'We could not sign you in',
});
