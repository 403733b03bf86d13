import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/charts/charts-page.tsx. */
export const chartsPageMessages = defineMessages({
  statecharts: { id: 'console.chartsPage.statecharts', defaultMessage: 'Statecharts' },
  everyStateMachineThatDrives: {
    id: 'console.chartsPage.everyStateMachineThatDrives',
    defaultMessage:
      'Every state machine that drives Offerwell, with its states and events. Open one to explore it live.',
  },
});
