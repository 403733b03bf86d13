import { defineMessages } from '../intl/define-messages.ts';

/** The words of ui/session-overview.tsx. */
export const sessionOverviewMessages = defineMessages({
  signedIn: { id: 'console.sessionOverview.signedIn', defaultMessage: 'Signed in' },
  user: { id: 'console.sessionOverview.user', defaultMessage: 'User' },
  console: { id: 'console.sessionOverview.console', defaultMessage: 'Console' },
  organization: { id: 'console.sessionOverview.organization', defaultMessage: 'Organization' },
  none: { id: 'console.sessionOverview.none', defaultMessage: 'None' },
  roles: { id: 'console.sessionOverview.roles', defaultMessage: 'Roles' },
});
