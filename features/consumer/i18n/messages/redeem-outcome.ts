import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/** Review, redeemed, the certificate, the lender hand-off and the pending offer (001 §4). */
export const outcomeMessages = defineMessages({
  reviewTitle: { id: 'consumer.outcome.reviewTitle', defaultMessage: 'Review and redeem' },
  reviewText: { id: 'consumer.outcome.reviewText', defaultMessage: 'Check your offer one last time.' },
  rateChanged: {
    id: 'consumer.outcome.rateChanged',
    defaultMessage: "The lender's rate changed since you chose this offer. Redeem at the new terms below?",
  },
  offer: { id: 'consumer.outcome.offer', defaultMessage: 'Offer' },
  lender: { id: 'consumer.outcome.lender', defaultMessage: 'Lender' },
  amount: { id: 'consumer.outcome.amount', defaultMessage: 'Amount' },
  term: { id: 'consumer.outcome.term', defaultMessage: 'Term' },
  months: { id: 'consumer.outcome.months', defaultMessage: '{months} months' },
  reviewNote: {
    id: 'consumer.outcome.reviewNote',
    defaultMessage: "Redeeming sends your application to the lender. Final terms are subject to the lender's review.",
  },
  redeem: { id: 'consumer.outcome.redeem', defaultMessage: 'Redeem offer' },
  redeemedTitle: { id: 'consumer.outcome.redeemedTitle', defaultMessage: 'Your offer is redeemed' },
  redeemedText: {
    id: 'consumer.outcome.redeemedText',
    defaultMessage:
      '{lender} has your application and will contact you to finish the loan. Your certificate states the terms you redeemed.',
  },
  yourLender: { id: 'consumer.outcome.yourLender', defaultMessage: 'Your lender' },
  seeCertificate: { id: 'consumer.outcome.seeCertificate', defaultMessage: 'See my certificate' },
  preparing: { id: 'consumer.outcome.preparing', defaultMessage: 'Preparing your certificate…' },
  certificateTitle: { id: 'consumer.outcome.certificateTitle', defaultMessage: 'Your certificate' },
  certificateKind: { id: 'consumer.outcome.certificateKind', defaultMessage: 'Certificate of redeemed offer' },
  offerFrom: { id: 'consumer.outcome.offerFrom', defaultMessage: '{offer} from {lender}' },
  certificateTerms: {
    id: 'consumer.outcome.certificateTerms',
    defaultMessage:
      '{amount}{months, select, none {} other { over {months} months}}{apr, select, none {} other { at {apr} APR}}',
  },
  redeemedOn: {
    id: 'consumer.outcome.redeemedOn',
    defaultMessage: 'Redeemed on {redeemed}; valid until {valid}.',
  },
  download: { id: 'consumer.outcome.download', defaultMessage: 'Download PDF' },
  downloadFailed: { id: 'consumer.outcome.downloadFailed', defaultMessage: 'Download failed. Please try again.' },
  takingYou: { id: 'consumer.outcome.takingYou', defaultMessage: 'Taking you to {lender}' },
  theLender: { id: 'consumer.outcome.theLender', defaultMessage: 'the lender' },
  onTheirSite: {
    id: 'consumer.outcome.onTheirSite',
    defaultMessage: 'Your offer is redeemed. The lender finishes your application on their site…',
  },
  pendingTitle: { id: 'consumer.outcome.pendingTitle', defaultMessage: 'You have an offer in progress' },
  pendingText: {
    id: 'consumer.outcome.pendingText',
    defaultMessage: 'Finish it by uploading the documents your lender asked for, or let it go and choose another.',
  },
  continueOffer: { id: 'consumer.outcome.continueOffer', defaultMessage: 'Continue this offer' },
  cancelPending: { id: 'consumer.outcome.cancelPending', defaultMessage: 'Cancel it and choose another' },
  backToOffers: { id: 'consumer.outcome.backToOffers', defaultMessage: 'Back to my offers' },
});

/** The journey's pages outside an offer (a reload, a bookmark, the mailed link), by path. */
export const standaloneMessages = defineMessages({
  redeemedTitle: { id: 'consumer.standalone.redeemedTitle', defaultMessage: "You've already redeemed this offer" },
  redeemedText: {
    id: 'consumer.standalone.redeemedText',
    defaultMessage: 'The lender has your application. Your other offers are still in the marketplace.',
  },
  redirectTitle: { id: 'consumer.standalone.redirectTitle', defaultMessage: 'You are on your way to the lender' },
  redirectText: {
    id: 'consumer.standalone.redirectText',
    defaultMessage: "If the lender's page did not open, open your offer again from the marketplace.",
  },
  secureTitle: { id: 'consumer.standalone.secureTitle', defaultMessage: 'Your offer is reserved' },
  secureText: {
    id: 'consumer.standalone.secureText',
    defaultMessage: 'It is held for {hours} hours. Use the link in your email to upload your documents and finish.',
  },
  expiredTitle: { id: 'consumer.standalone.expiredTitle', defaultMessage: 'Your reservation has expired' },
  expiredText: {
    id: 'consumer.standalone.expiredText',
    defaultMessage:
      'The offer was held for you while the documents were awaited, and has now been released. Your offers are back in the marketplace.',
  },
  nothingTitle: { id: 'consumer.standalone.nothingTitle', defaultMessage: 'Nothing is waiting for you' },
  nothingText: {
    id: 'consumer.standalone.nothingText',
    defaultMessage:
      'You have no offer waiting for documents. A reservation lasts {hours} hours; one that expired has been released, and your offers are back in the marketplace.',
  },
});
