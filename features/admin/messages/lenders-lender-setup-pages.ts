import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-setup-pages.tsx. */
export const lendersLenderSetupPagesMessages = defineMessages({
  configuration: { id: 'admin.lendersLenderSetupPages.configuration', defaultMessage: '{name}: configuration' },
  theLenderSConsoleSettings: {
    id: 'admin.lendersLenderSetupPages.theLenderSConsoleSettings',
    defaultMessage: 'The lender’s console settings and logo.',
  },
  embedderBlocklist: {
    id: 'admin.lendersLenderSetupPages.embedderBlocklist',
    defaultMessage: '{value}: embedder blocklist',
  },
  theLenderSOffersAre: {
    id: 'admin.lendersLenderSetupPages.theLenderSOffersAre',
    defaultMessage: 'The lender’s offers are not shown on the sites of the embedders it blocks.',
  },
});
