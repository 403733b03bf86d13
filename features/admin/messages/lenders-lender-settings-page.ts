import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-settings-page.tsx. */
export const lendersLenderSettingsPageMessages = defineMessages({
  howTheLenderTakesPart: {
    id: 'admin.lendersLenderSettingsPage.howTheLenderTakesPart',
    defaultMessage: 'How the lender takes part in campaigns and offers.',
  },
});
