import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-setup-pages.tsx. */
export const lendersLenderSetupPagesMessages = messagesOf('admin.lendersLenderSetupPages', {
  configuration: '{name}: configuration',
  theLenderSConsoleSettings: 'The lender’s console settings and logo.',
  embedderBlocklist: '{value}: embedder blocklist',
  theLenderSOffersAre: 'The lender’s offers are not shown on the sites of the embedders it blocks.',
});
