import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/app-shell.tsx. */
export const appShellMessages = messagesOf('console.appShell', {
  main: 'Main',
  navigation: 'Navigation',
  closeNavigation: 'Close navigation',
  openNavigation: 'Open navigation',
  logOut: 'Log out',
});
