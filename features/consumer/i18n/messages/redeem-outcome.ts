import { messagesOf } from '../../../../ui/intl/define-messages.ts';

/** Review, redeemed, the certificate, the lender hand-off and the pending offer (001 §4). */
export const outcomeMessages = messagesOf('consumer.outcome', {
  reviewTitle: 'Review and redeem',
  reviewText: 'Check your offer one last time.',
  rateChanged: "The lender's rate changed since you chose this offer. Redeem at the new terms below?",
  offer: 'Offer',
  lender: 'Lender',
  amount: 'Amount',
  term: 'Term',
  months: '{months} months',
  reviewNote: "Redeeming sends your application to the lender. Final terms are subject to the lender's review.",
  redeem: 'Redeem offer',
  redeemedTitle: 'Your offer is redeemed',
  redeemedText:
    '{lender} has your application and will contact you to finish the loan. Your certificate states the terms you redeemed.',
  yourLender: 'Your lender',
  seeCertificate: 'See my certificate',
  preparing: 'Preparing your certificate…',
  certificateTitle: 'Your certificate',
  certificateKind: 'Certificate of redeemed offer',
  offerFrom: '{offer} from {lender}',
  certificateTerms:
    '{amount}{months, select, none {} other { over {months} months}}{apr, select, none {} other { at {apr} APR}}',
  redeemedOn: 'Redeemed on {redeemed}; valid until {valid}.',
  download: 'Download PDF',
  downloadFailed: 'Download failed. Please try again.',
  takingYou: 'Taking you to {lender}',
  theLender: 'the lender',
  onTheirSite: 'Your offer is redeemed. The lender finishes your application on their site…',
  pendingTitle: 'You have an offer in progress',
  pendingText: 'Finish it by uploading the documents your lender asked for, or let it go and choose another.',
  continueOffer: 'Continue this offer',
  cancelPending: 'Cancel it and choose another',
  backToOffers: 'Back to my offers',
});

/** The journey's pages outside an offer (a reload, a bookmark, the mailed link), by path. */
export const standaloneMessages = messagesOf('consumer.standalone', {
  redeemedTitle: "You've already redeemed this offer",
  redeemedText: 'The lender has your application. Your other offers are still in the marketplace.',
  redirectTitle: 'You are on your way to the lender',
  redirectText: "If the lender's page did not open, open your offer again from the marketplace.",
  secureTitle: 'Your offer is reserved',
  secureText: 'It is held for {hours} hours. Use the link in your email to upload your documents and finish.',
  expiredTitle: 'Your reservation has expired',
  expiredText:
    'The offer was held for you while the documents were awaited, and has now been released. Your offers are back in the marketplace.',
  nothingTitle: 'Nothing is waiting for you',
  nothingText:
    'You have no offer waiting for documents. A reservation lasts {hours} hours; one that expired has been released, and your offers are back in the marketplace.',
});
