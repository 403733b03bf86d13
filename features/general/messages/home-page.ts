import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/general/home-page.tsx. */
export const homePageMessages = messagesOf('console.homePage', {
  preApprovedLendingOffersFrom: 'Pre-approved lending offers, from trusted lenders.',
  chooseWhereYouWantTo: 'Choose where you want to go.',
});
