import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/activation-dialog.tsx. */
export const campaignsActivationDialogMessages = messagesOf('admin.campaignsActivationDialog', {
  aProductIsFlaggedTo:
    'A product is flagged. To activate anyway, type {word} and give the reason; both are kept in the audit log with the activation.',
  reasonForActivating: 'Reason for activating',
  text: '{label}?',
  theCampaignSOffersGo: 'The campaign’s offers go live to consumers. Review the fair-lending pre-check first.',
});
