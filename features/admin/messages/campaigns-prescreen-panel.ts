import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/prescreen-panel.tsx. */
export const campaignsPrescreenPanelMessages = defineMessages({
  prescreenCriteriaCannotBeUpdated: {
    id: 'admin.campaignsPrescreenPanel.prescreenCriteriaCannotBeUpdated',
    defaultMessage: 'Prescreen criteria cannot be updated while the campaign is {value}.',
  },
  consumerCountsAreEstimatedFrom: {
    id: 'admin.campaignsPrescreenPanel.consumerCountsAreEstimatedFrom',
    defaultMessage: 'Consumer counts are estimated from the {name} bureau file until this campaign’s arrives.',
  },
  exportCsv: { id: 'admin.campaignsPrescreenPanel.exportCsv', defaultMessage: 'Export CSV' },
});
