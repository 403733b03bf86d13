import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/activation-dialog.tsx. */
export const campaignsActivationDialogMessages = defineMessages({
  aProductIsFlaggedTo: {
    id: 'admin.campaignsActivationDialog.aProductIsFlaggedTo',
    defaultMessage:
      'A product is flagged. To activate anyway, type {word} and give the reason; both are kept in the audit log with the activation.',
  },
  reasonForActivating: {
    id: 'admin.campaignsActivationDialog.reasonForActivating',
    defaultMessage: 'Reason for activating',
  },
  text: { id: 'admin.campaignsActivationDialog.text', defaultMessage: '{label}?' },
  theCampaignSOffersGo: {
    id: 'admin.campaignsActivationDialog.theCampaignSOffersGo',
    defaultMessage: 'The campaign’s offers go live to consumers. Review the fair-lending pre-check first.',
  },
});
