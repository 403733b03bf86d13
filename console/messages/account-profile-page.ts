import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/account/profile-page.tsx. */
export const accountProfilePageMessages = messagesOf('console.accountProfilePage', {
  yourProfile: 'Your Profile',
  yourAccountAndHowWe: 'Your account, and how we reach you about it.',
  changePassword: 'Change password',
  tryAgain: 'Try again',
  account: 'Account',
  username: 'Username',
  console: 'Console',
  organization: 'Organization',
  roles: 'Roles',
  adminConsole: 'Admin console',
  lenderConsole: 'Lender console',
  embedderConsole: 'Embedder console',
});
