import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-settings-page.tsx. */
export const lendersLenderSettingsPageMessages = messagesOf('admin.lendersLenderSettingsPage', {
  howTheLenderTakesPart: 'How the lender takes part in campaigns and offers.',
});
