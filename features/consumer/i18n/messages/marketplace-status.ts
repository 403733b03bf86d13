import { WHY_NO_OFFER_REASONS } from '../../../../domain/engine/why-no-offer.ts';
import { defineMessages } from '../../../../ui/intl/define-messages.ts';
import { labelMessages } from '../label-messages.ts';

/** The marketplace's own pages around the offers: splash, no offers, expired, the spinners (001 §8). */
export const marketplaceStatusMessages = defineMessages({
  loadingOffer: { id: 'consumer.marketplace.loadingOffer', defaultMessage: 'Loading the offer…' },
  findingOffers: { id: 'consumer.marketplace.findingOffers', defaultMessage: 'Finding your offers…' },
  splashTitle: { id: 'consumer.marketplace.splashTitle', defaultMessage: 'Your pre-approved offers are ready' },
  splashText: {
    id: 'consumer.marketplace.splashText',
    defaultMessage:
      'Lenders in your area have {count} {count, plural, one {offer} other {offers}} for you, based on your credit file. Checking them does not affect your credit score.',
  },
  seeMyOffers: { id: 'consumer.marketplace.seeMyOffers', defaultMessage: 'See my offers' },
  noOffersTitle: { id: 'consumer.marketplace.noOffersTitle', defaultMessage: 'No offers yet' },
  noOffers: {
    id: 'consumer.marketplace.noOffers',
    defaultMessage: "We don't have offers for you right now. Your offers may change when your credit profile does.",
  },
  startOver: { id: 'consumer.marketplace.startOver', defaultMessage: 'Start over' },
  expiredTitle: { id: 'consumer.marketplace.expiredTitle', defaultMessage: 'Offers expired' },
  expired: {
    id: 'consumer.marketplace.expired',
    defaultMessage: 'These offers have expired. Watch for your next pre-approved offers.',
  },
  generic: { id: 'consumer.marketplace.generic', defaultMessage: 'Something went wrong / Please try again later' },
  whyNoOffer: { id: 'consumer.marketplace.whyNoOffer', defaultMessage: 'Why there are no offers' },
  mainReasons: { id: 'consumer.marketplace.mainReasons', defaultMessage: 'The main reasons' },
});

/** The why-no-offer reasons: a closed catalogue (domain/engine/why-no-offer.ts), translated by key. */
export const whyNoOfferMessages = labelMessages('consumer.whyNoOffer', WHY_NO_OFFER_REASONS);

/** A page opened by another site (the pop-up handshake) and the token-exchange sign-in. */
export const openerMessages = defineMessages({
  connecting: { id: 'consumer.opener.connecting', defaultMessage: 'Connecting…' },
  oops: { id: 'consumer.opener.oops', defaultMessage: 'Oops! Something went wrong.' },
  tryLater: { id: 'consumer.opener.tryLater', defaultMessage: 'Please try again later.' },
  notHere: { id: 'consumer.opener.notHere', defaultMessage: 'This page cannot be opened here' },
  signingIn: { id: 'consumer.opener.signingIn', defaultMessage: 'Signing you in…' },
  notSignedIn: { id: 'consumer.opener.notSignedIn', defaultMessage: 'We could not sign you in' },
});
