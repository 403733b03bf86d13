import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/chart-link.tsx. */
export const chartLinkMessages = messagesOf('kit.chartLink', {
  showOnChart: 'Show on chart',
});
