import type { CampaignFigures } from '../../api/embedder-campaigns.ts';
import type { CampaignMetrics, DashboardPanel } from '../../api/offer-metrics.ts';

const count = (value: number | string | undefined) => Number(value ?? 0);
const usd = (value: number | string | undefined) =>
  count(value).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const listed = (points: readonly { name: string; value: number }[]) =>
  points.map((point) => `${point.name}: ${point.value.toLocaleString('en-US')}`).join(' · ');

/** The lender dashboard's panels (002 §2): its offer funnel, redemptions against inventory, and the rates. */
export function lenderMetricPanels({ offerMetrics: m, metricsSummary: s }: CampaignMetrics): DashboardPanel[] {
  const funnel = [
    { name: 'Generated', value: count(m.offers_generated) },
    { name: 'Viewed', value: count(m.offers_viewed) },
    { name: 'Previewed', value: count(m.offers_previewed) },
    { name: 'Clicked', value: count(m.offers_clicked) },
    { name: 'Redeemed', value: count(m.offers_redeemed) },
    { name: 'Funded', value: count(s.loans_funded) },
  ];
  const inventory = [
    { name: 'Redeemed', value: count(m.offers_redeemed) },
    { name: 'Inventory', value: count(m.inventory) },
    { name: 'Users reached', value: count(m.users_reached) },
  ];
  return [
    { id: 'lender-funnel', title: 'Offer funnel', kind: 'bar', points: funnel, summary: listed(funnel) },
    {
      id: 'lender-inventory',
      title: 'Redemptions and inventory',
      kind: 'bar',
      points: inventory,
      summary: listed(inventory),
    },
    {
      id: 'lender-summary',
      title: 'Campaign summary',
      kind: 'figures',
      points: [],
      summary: [
        `Redemption amount: ${usd(m.offers_redemption_amount)} (average ${usd(s.average_redemption_amount)})`,
        `Funded: ${count(s.loans_funded)} loans, ${usd(s.funded_amount)}`,
        `View rate: ${count(s.view_rate)}% · click rate: ${count(s.click_rate)}% · redemption rate: ${count(s.redemption_rate)}%`,
      ].join('\n'),
    },
  ];
}

/** The embedder dashboard's funnel (002 §2): its consumers, with offers, who looked, who redeemed. */
export function embedderFunnelPanel(figures: CampaignFigures): DashboardPanel {
  const points = [
    { name: 'Consumers', value: figures.consumers },
    { name: 'With offers', value: figures.withOffers },
    { name: 'Viewed offers', value: figures.offersViewed },
    { name: 'Redeemed', value: figures.redeemed },
  ];
  return { id: 'embedder-funnel', title: 'Your consumers’ funnel', kind: 'bar', points, summary: listed(points) };
}
