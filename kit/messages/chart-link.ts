import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/chart-link.tsx. */
export const chartLinkMessages = defineMessages({
  showOnChart: { id: 'kit.chartLink.showOnChart', defaultMessage: 'Show on chart' },
});
