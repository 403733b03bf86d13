import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/charts/insight-chart.tsx. */
export const chartsInsightChartMessages = defineMessages({
  text: { id: 'console.chartsInsightChart.text', defaultMessage: '{title}: {summary}' },
});
