import { lazy } from 'react';

// Loaded when first opened, like every console page.
export const CampaignsPage = lazy(() => import('./campaigns-page.tsx').then((m) => ({ default: m.CampaignsPage })));
export const NewCampaignPage = lazy(() =>
  import('./new-campaign-page.tsx').then((m) => ({ default: m.NewCampaignPage })),
);
export const CampaignDetailsPage = lazy(() =>
  import('./campaign-details-page.tsx').then((m) => ({ default: m.CampaignDetailsPage })),
);
export const CampaignLendersPage = lazy(() =>
  import('./campaign-lenders-page.tsx').then((m) => ({ default: m.CampaignLendersPage })),
);
export const CampaignPrescreenPage = lazy(() =>
  import('./prescreen-pages.tsx').then((m) => ({ default: m.CampaignPrescreenPage })),
);
export const LenderPrescreenPage = lazy(() =>
  import('./prescreen-pages.tsx').then((m) => ({ default: m.LenderPrescreenPage })),
);
export const ProductInsightsPage = lazy(() =>
  import('./campaign-figures-pages.tsx').then((m) => ({ default: m.ProductInsightsPage })),
);
export const CampaignEmbeddersPage = lazy(() =>
  import('./campaign-figures-pages.tsx').then((m) => ({ default: m.CampaignEmbeddersPage })),
);
export const CampaignSettingsPage = lazy(() =>
  import('./campaign-settings-page.tsx').then((m) => ({ default: m.CampaignSettingsPage })),
);
