import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/general/home-page.tsx. */
export const homePageMessages = defineMessages({
  preApprovedLendingOffersFrom: {
    id: 'console.homePage.preApprovedLendingOffersFrom',
    defaultMessage: 'Pre-approved lending offers, from trusted lenders.',
  },
  chooseWhereYouWantTo: { id: 'console.homePage.chooseWhereYouWantTo', defaultMessage: 'Choose where you want to go.' },
});
