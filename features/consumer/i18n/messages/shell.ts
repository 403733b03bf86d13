import { messagesOf } from '../../../../ui/intl/define-messages.ts';

/** The consumer layout around every page: header, loading states, the language switch. */
export const shellMessages = messagesOf('consumer.shell', {
  greeting: 'Hi, {firstName}',
  logOut: 'Log out',
  loading: 'Loading…',
  loadingOffer: 'Loading your offer…',
  language: 'Language',
});
