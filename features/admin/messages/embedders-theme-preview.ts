import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/theme-preview.tsx. */
export const embeddersThemePreviewMessages = messagesOf('admin.embeddersThemePreview', {
  hiJordan: 'Hi, Jordan',
  logOut: 'Log out',
  yourOffers: 'Your offers',
  preApprovedOffersFromLenders: 'Pre-approved offers from lenders near you, on {embedderName}.',
  marketplacePreview: 'Marketplace preview',
  autoLoanName: 'New Auto Loan',
  autoLoanLender: 'Summit Credit Union',
  autoLoanDisclosure: 'Rates as low as shown for qualified members.',
  gapProtection: 'GAP protection',
  cardName: 'Rewards Card',
  cardLender: 'Harbor Bank',
  cardDisclosure: 'Variable APR after the introductory period.',
});
