import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/redeem-limit-table.tsx. */
export const redeemLimitTableMessages = messagesOf('console.redeemLimitTable', {
  saveLimit: 'Save limit',
  saved: 'Saved',
  primary: '· primary',
  redeemLimit: '{productName} redeem limit {text}',
  redeemLimits: 'Redeem limits',
  product: 'Product',
  redeemed: 'Redeemed',
  redeemLimit2: 'Redeem limit',
  byAmount: 'By amount ($)',
  byCount: 'By count',
  redeemedFigures: '{amount} · {count} redeemed',
});
