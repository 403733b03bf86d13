import { defineMessages } from '../intl/define-messages.ts';

/** The words of ui/not-available-yet.tsx. */
export const notAvailableYetMessages = defineMessages({
  notAvailableYet: {
    id: 'console.notAvailableYet.notAvailableYet',
    defaultMessage: '{feature} {value} not available yet',
  },
  thisPartOfOfferwellIs: {
    id: 'console.notAvailableYet.thisPartOfOfferwellIs',
    defaultMessage: 'This part of Offerwell is still being built. Nothing is shown here until it is ready.',
  },
});
