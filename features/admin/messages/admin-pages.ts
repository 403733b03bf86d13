import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/admin-pages.ts: its navigation's groups and the links named other than their page. */
export const adminPagesMessages = messagesOf('admin.adminPages', {
  redemption: 'Redemption',
  cdfi: 'CDFI',
  material: 'Material',
  prequalLeads: 'Prequal Leads',
  consents: 'Consents',
  reports: 'Reports',
  dashboard: 'Dashboard',
  thereWasAnErrorGetting: 'There was an error getting the dashboard',
  yourProfile: 'Your Profile',
  changePassword: 'Change password',
});
