import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/** One offer's page (001 §2 offers/{id}). */
export const offerDetailsMessages = defineMessages({
  loading: { id: 'consumer.offer.loading', defaultMessage: 'Loading the offer…' },
  back: { id: 'consumer.offer.back', defaultMessage: '← Back to offers' },
  from: { id: 'consumer.offer.from', defaultMessage: 'From {lender}' },
  redeemed: { id: 'consumer.offer.redeemed', defaultMessage: "You've redeemed this offer" },
  continue: { id: 'consumer.offer.continue', defaultMessage: 'Continue this offer' },
  get: { id: 'consumer.offer.get', defaultMessage: 'Get this offer' },
  terms: { id: 'consumer.offer.terms', defaultMessage: 'Terms' },
  term: { id: 'consumer.offer.term', defaultMessage: 'Term' },
  amount: { id: 'consumer.offer.amount', defaultMessage: 'Amount' },
  months: { id: 'consumer.offer.months', defaultMessage: '{months} months' },
  open: { id: 'consumer.offer.open', defaultMessage: 'Open' },
  revolving: { id: 'consumer.offer.revolving', defaultMessage: 'Revolving' },
  promotion: { id: 'consumer.offer.promotion', defaultMessage: ' ({apr} for {months} mo)' },
  about: { id: 'consumer.offer.about', defaultMessage: 'About {lender}' },
  questions: { id: 'consumer.offer.questions', defaultMessage: 'Questions' },
  disclosures: { id: 'consumer.offer.disclosures', defaultMessage: 'Disclosures' },
});
