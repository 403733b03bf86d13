import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/dashboard-page.tsx. */
export const dashboardPageMessages = defineMessages({
  dashboard: { id: 'admin.dashboardPage.dashboard', defaultMessage: 'Dashboard' },
  thePlatformAtAGlance: { id: 'admin.dashboardPage.thePlatformAtAGlance', defaultMessage: 'The platform at a glance.' },
});
