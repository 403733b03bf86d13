import { messagesOf } from '../../../../ui/intl/define-messages.ts';

/** One offer's page (001 §2 offers/{id}). */
export const offerDetailsMessages = messagesOf('consumer.offer', {
  loading: 'Loading the offer…',
  back: '← Back to offers',
  from: 'From {lender}',
  redeemed: "You've redeemed this offer",
  continue: 'Continue this offer',
  get: 'Get this offer',
  terms: 'Terms',
  term: 'Term',
  amount: 'Amount',
  months: '{months} months',
  open: 'Open',
  revolving: 'Revolving',
  promotion: ' ({apr} for {months} mo)',
  about: 'About {lender}',
  questions: 'Questions',
  disclosures: 'Disclosures',
});
