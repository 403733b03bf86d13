import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/charts/charts-page.tsx. */
export const chartsPageMessages = messagesOf('console.chartsPage', {
  statecharts: 'Statecharts',
  everyStateMachineThatDrives:
    'Every state machine that drives Offerwell, with its states and events. Open one to explore it live.',
});
