import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/session-overview.tsx. */
export const sessionOverviewMessages = messagesOf('console.sessionOverview', {
  signedIn: 'Signed in',
  user: 'User',
  console: 'Console',
  organization: 'Organization',
  none: 'None',
  roles: 'Roles',
  unknown: 'Unknown',
});
