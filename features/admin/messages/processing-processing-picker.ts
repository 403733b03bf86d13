import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/processing-picker.tsx. */
export const processingProcessingPickerMessages = messagesOf('admin.processingProcessingPicker', {
  noCampaignInProcessing: 'No campaign in processing',
  aCampaignSProcessingRuns:
    "A campaign's processing runs while it is scheduled or its offers are generated; none is now.",
  seeEveryCampaign: 'See every campaign',
  campaignsAreInProcessingChoose: '{length} campaigns are in processing: choose one.',
  campaign: 'Campaign',
  status: 'Status',
  offersFrom: 'Offers from',
  campaignsInProcessing: 'Campaigns in processing',
  scheduledJobError: 'Scheduled job error',
  campaignProcessing: 'Campaign processing',
});
