import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/prescreen-panel.tsx. */
export const campaignsPrescreenPanelMessages = messagesOf('admin.campaignsPrescreenPanel', {
  prescreenCriteriaCannotBeUpdated: 'Prescreen criteria cannot be updated while the campaign is {value}.',
  consumerCountsAreEstimatedFrom:
    'Consumer counts are estimated from the {name} bureau file until this campaign’s arrives.',
  exportCsv: 'Export CSV',
  thereWasAnErrorGetting: 'There was an error getting the prescreen',
});
