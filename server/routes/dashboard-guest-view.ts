import type { CampaignFigures, EmbedderCampaign } from '../../api/embedder-campaigns.ts';

/** Text for HTML: the five characters that could end an element or an attribute. */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export interface GuestDashboardModel {
  readonly embedderName: string;
  readonly campaign: EmbedderCampaign | null;
  readonly figures: CampaignFigures | null;
}

const FIGURES: readonly [keyof CampaignFigures, string][] = [
  ['consumers', 'Consumers'],
  ['withOffers', 'With offers'],
  ['offersViewed', 'Offers viewed'],
  ['redeemed', 'Redeemed'],
];

/**
 * The read-only reports dashboard a guest token opens (docs/decisions/0673): the embedder's funnel in its current
 * campaign, as a self-contained page (no script, inline style only) for an iframe on the embedder's own site.
 */
export function guestDashboardHtml(model: GuestDashboardModel): string {
  const title = `${escapeHtml(model.embedderName)} — reports`;
  const body =
    model.campaign && model.figures
      ? `<h2>${escapeHtml(model.campaign.name)} <small>(${escapeHtml(model.campaign.displayStatus)})</small></h2>
<dl>${FIGURES.map(
          ([key, label]) =>
            `<div class="figure"><dt>${label}</dt><dd data-figure="${key}">${model.figures?.[key] ?? 0}</dd></div>`,
        ).join('')}</dl>`
      : '<p>No campaign is running now.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:16px;color:#1a202c}h1{font-size:20px}h2{font-size:16px}
small{color:#4a5568;font-weight:normal}dl{display:flex;flex-wrap:wrap;gap:12px;margin:0}
.figure{border:1px solid #cbd5e0;border-radius:8px;padding:12px;min-width:120px}dt{color:#4a5568}
dd{margin:0;font-size:24px;font-weight:600}</style></head>
<body><main><h1>${title}</h1>${body}<p><small>Read-only view</small></p></main></body></html>`;
}
