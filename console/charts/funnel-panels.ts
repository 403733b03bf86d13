import type { IntlShape } from 'react-intl';
import type { CampaignFigures } from '../../api/embedder-campaigns.ts';
import type { CampaignMetrics, DashboardPanel } from '../../api/offer-metrics.ts';
import { chartsFunnelPanelsMessages as w } from '../messages/charts-funnel-panels.ts';

/** The reader's formatMessage: the panels are data a chart draws, so their words are text when they are built. */
type Say = IntlShape['formatMessage'];

const count = (value: number | string | undefined) => Number(value ?? 0);
const usd = (value: number | string | undefined) =>
  count(value).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const listed = (say: Say, points: readonly { name: string; value: number }[]) =>
  points.map((point) => say(w.point, { name: point.name, value: point.value.toLocaleString('en-US') })).join(' · ');

/** The lender dashboard's panels (002 §2): its offer funnel, redemptions against inventory, and the rates. */
export function lenderMetricPanels(
  { offerMetrics: m, metricsSummary: s }: CampaignMetrics,
  say: Say,
): DashboardPanel[] {
  const funnel = [
    { name: say(w.generated), value: count(m.offers_generated) },
    { name: say(w.viewed), value: count(m.offers_viewed) },
    { name: say(w.previewed), value: count(m.offers_previewed) },
    { name: say(w.clicked), value: count(m.offers_clicked) },
    { name: say(w.redeemed), value: count(m.offers_redeemed) },
    { name: say(w.funded), value: count(s.loans_funded) },
  ];
  const inventory = [
    { name: say(w.redeemed), value: count(m.offers_redeemed) },
    { name: say(w.inventory), value: count(m.inventory) },
    { name: say(w.usersReached), value: count(m.users_reached) },
  ];
  return [
    { id: 'lender-funnel', title: say(w.offerFunnel), kind: 'bar', points: funnel, summary: listed(say, funnel) },
    {
      id: 'lender-inventory',
      title: say(w.redemptionsAndInventory),
      kind: 'bar',
      points: inventory,
      summary: listed(say, inventory),
    },
    {
      id: 'lender-summary',
      title: say(w.campaignSummary),
      kind: 'figures',
      points: [],
      summary: [
        say(w.redemptionAmount, { amount: usd(m.offers_redemption_amount), average: usd(s.average_redemption_amount) }),
        say(w.fundedLoans, { loans: count(s.loans_funded), amount: usd(s.funded_amount) }),
        say(w.rates, { view: count(s.view_rate), click: count(s.click_rate), redemption: count(s.redemption_rate) }),
      ].join('\n'),
    },
  ];
}

/** The embedder dashboard's funnel (002 §2): its consumers, with offers, who looked, who redeemed. */
export function embedderFunnelPanel(figures: CampaignFigures, say: Say): DashboardPanel {
  const points = [
    { name: say(w.consumers), value: figures.consumers },
    { name: say(w.withOffers), value: figures.withOffers },
    { name: say(w.viewedOffers), value: figures.offersViewed },
    { name: say(w.redeemed), value: figures.redeemed },
  ];
  return {
    id: 'embedder-funnel',
    title: say(w.yourConsumersFunnel),
    kind: 'bar',
    points,
    summary: listed(say, points),
  };
}
