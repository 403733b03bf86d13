import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/not-available-yet.tsx. */
export const notAvailableYetMessages = messagesOf('console.notAvailableYet', {
  notAvailableYet: '{feature} {value} not available yet',
  thisPartOfOfferwellIs: 'This part of Offerwell is still being built. Nothing is shown here until it is ready.',
});
