import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/why-this-offer.tsx. */
export const offerTraceWhyThisOfferMessages = messagesOf('console.offerTraceWhyThisOffer', {
  whyThisOffer: 'Why this offer',
  thisProductIsNoLonger: 'This product is no longer in the campaign.',
  thereWasAnErrorGetting: 'There was an error getting the rule trace',
});
