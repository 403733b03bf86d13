import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/general/home-page.tsx. */
export const homePageMessages = messagesOf('console.homePage', {
  preApprovedLendingOffersFrom: 'Pre-approved lending offers, from trusted lenders.',
  chooseWhereYouWantTo: 'Choose where you want to go.',
  seeMyOffers: 'See my offers',
  lenderConsole: 'Lender console',
  embedderConsole: 'Embedder console',
  adminConsole: 'Admin console',
  consumerDoor: 'Sign in with the access code from your offer.',
  lenderDoor: 'Campaigns, products, loan leads and setup.',
  embedderDoor: 'Enrollment, keys, reports and prequal leads.',
  adminDoor: 'Campaigns, lenders, embedders and billing.',
});
