import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-export-button.tsx. */
export const campaignsCampaignExportButtonMessages = messagesOf('admin.campaignsCampaignExportButton', {
  exportCampaign: 'Export campaign',
  exportingTheCampaign: 'Exporting the campaign…',
  campaignExported: 'Campaign exported',
  couldNotExportTheCampaign: 'Could not export the campaign',
});
