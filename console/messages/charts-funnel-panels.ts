import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/charts/funnel-panels.ts: the dashboards' chart titles, bars and summaries. */
export const chartsFunnelPanelsMessages = messagesOf('console.chartsFunnelPanels', {
  generated: 'Generated',
  viewed: 'Viewed',
  previewed: 'Previewed',
  clicked: 'Clicked',
  redeemed: 'Redeemed',
  funded: 'Funded',
  inventory: 'Inventory',
  usersReached: 'Users reached',
  offerFunnel: 'Offer funnel',
  redemptionsAndInventory: 'Redemptions and inventory',
  campaignSummary: 'Campaign summary',
  redemptionAmount: 'Redemption amount: {amount} (average {average})',
  fundedLoans: 'Funded: {loans} loans, {amount}',
  rates: 'View rate: {view}% · click rate: {click}% · redemption rate: {redemption}%',
  consumers: 'Consumers',
  withOffers: 'With offers',
  viewedOffers: 'Viewed offers',
  yourConsumersFunnel: 'Your consumers’ funnel',
  point: '{name}: {value}',
});
