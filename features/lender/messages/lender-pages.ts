import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lender-pages.ts: its navigation's groups and the links named other than their page. */
export const lenderPagesMessages = messagesOf('lender.lenderPages', {
  management: 'Management',
  consoleSettings: 'Console Settings',
  invoicesAndBilling: 'Invoices and Billing',
  campaigns: 'Campaigns',
  generalSetup: 'General Setup',
});
