import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/why-this-offer.tsx. */
export const offerTraceWhyThisOfferMessages = defineMessages({
  whyThisOffer: { id: 'console.offerTraceWhyThisOffer.whyThisOffer', defaultMessage: 'Why this offer' },
  thisProductIsNoLonger: {
    id: 'console.offerTraceWhyThisOffer.thisProductIsNoLonger',
    defaultMessage: 'This product is no longer in the campaign.',
  },
});
