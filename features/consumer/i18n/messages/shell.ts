import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/** The consumer layout around every page: header, loading states, the language switch. */
export const shellMessages = defineMessages({
  greeting: { id: 'consumer.shell.greeting', defaultMessage: 'Hi, {firstName}' },
  logOut: { id: 'consumer.shell.logOut', defaultMessage: 'Log out' },
  loading: { id: 'consumer.shell.loading', defaultMessage: 'Loading…' },
  loadingOffer: { id: 'consumer.shell.loadingOffer', defaultMessage: 'Loading your offer…' },
  language: { id: 'consumer.shell.language', defaultMessage: 'Language' },
});
