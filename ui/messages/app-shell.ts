import { defineMessages } from '../intl/define-messages.ts';

/** The words of ui/app-shell.tsx. */
export const appShellMessages = defineMessages({
  main: { id: 'console.appShell.main', defaultMessage: 'Main' },
  navigation: { id: 'console.appShell.navigation', defaultMessage: 'Navigation' },
  closeNavigation: { id: 'console.appShell.closeNavigation', defaultMessage: 'Close navigation' },
  openNavigation: { id: 'console.appShell.openNavigation', defaultMessage: 'Open navigation' },
  logOut: { id: 'console.appShell.logOut', defaultMessage: 'Log out' },
});
