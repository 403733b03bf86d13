import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/processing-picker.tsx. */
export const processingProcessingPickerMessages = defineMessages({
  noCampaignInProcessing: {
    id: 'admin.processingProcessingPicker.noCampaignInProcessing',
    defaultMessage: 'No campaign in processing',
  },
  aCampaignSProcessingRuns: {
    id: 'admin.processingProcessingPicker.aCampaignSProcessingRuns',
    defaultMessage: "A campaign's processing runs while it is scheduled or its offers are generated; none is now.",
  },
  seeEveryCampaign: { id: 'admin.processingProcessingPicker.seeEveryCampaign', defaultMessage: 'See every campaign' },
  campaignsAreInProcessingChoose: {
    id: 'admin.processingProcessingPicker.campaignsAreInProcessingChoose',
    defaultMessage: '{length} campaigns are in processing: choose one.',
  },
  campaign: { id: 'admin.processingProcessingPicker.campaign', defaultMessage: 'Campaign' },
  status: { id: 'admin.processingProcessingPicker.status', defaultMessage: 'Status' },
  offersFrom: { id: 'admin.processingProcessingPicker.offersFrom', defaultMessage: 'Offers from' },
  campaignsInProcessing: {
    id: 'admin.processingProcessingPicker.campaignsInProcessing',
    defaultMessage: 'Campaigns in processing',
  },
});
