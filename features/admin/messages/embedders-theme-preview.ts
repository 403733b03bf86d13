import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/theme-preview.tsx. */
export const embeddersThemePreviewMessages = defineMessages({
  hiJordan: { id: 'admin.embeddersThemePreview.hiJordan', defaultMessage: 'Hi, Jordan' },
  logOut: { id: 'admin.embeddersThemePreview.logOut', defaultMessage: 'Log out' },
  yourOffers: { id: 'admin.embeddersThemePreview.yourOffers', defaultMessage: 'Your offers' },
  preApprovedOffersFromLenders: {
    id: 'admin.embeddersThemePreview.preApprovedOffersFromLenders',
    defaultMessage: 'Pre-approved offers from lenders near you, on {embedderName}.',
  },
  marketplacePreview: { id: 'admin.embeddersThemePreview.marketplacePreview', defaultMessage: 'Marketplace preview' },
});
