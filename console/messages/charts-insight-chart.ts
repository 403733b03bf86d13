import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/charts/insight-chart.tsx. */
export const chartsInsightChartMessages = messagesOf('console.chartsInsightChart', {
  text: '{title}: {summary}',
});
