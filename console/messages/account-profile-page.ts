import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/account/profile-page.tsx. */
export const accountProfilePageMessages = defineMessages({
  yourProfile: { id: 'console.accountProfilePage.yourProfile', defaultMessage: 'Your Profile' },
  yourAccountAndHowWe: {
    id: 'console.accountProfilePage.yourAccountAndHowWe',
    defaultMessage: 'Your account, and how we reach you about it.',
  },
  changePassword: { id: 'console.accountProfilePage.changePassword', defaultMessage: 'Change password' },
  tryAgain: { id: 'console.accountProfilePage.tryAgain', defaultMessage: 'Try again' },
  account: { id: 'console.accountProfilePage.account', defaultMessage: 'Account' },
  username: { id: 'console.accountProfilePage.username', defaultMessage: 'Username' },
  console: { id: 'console.accountProfilePage.console', defaultMessage: 'Console' },
  organization: { id: 'console.accountProfilePage.organization', defaultMessage: 'Organization' },
  roles: { id: 'console.accountProfilePage.roles', defaultMessage: 'Roles' },
});
