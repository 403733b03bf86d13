import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/redeem-limit-table.tsx. */
export const redeemLimitTableMessages = defineMessages({
  saveLimit: { id: 'console.redeemLimitTable.saveLimit', defaultMessage: 'Save limit' },
  saved: { id: 'console.redeemLimitTable.saved', defaultMessage: 'Saved' },
  primary: { id: 'console.redeemLimitTable.primary', defaultMessage: '· primary' },
  redeemLimit: { id: 'console.redeemLimitTable.redeemLimit', defaultMessage: '{productName} redeem limit {text}' },
  redeemLimits: { id: 'console.redeemLimitTable.redeemLimits', defaultMessage: 'Redeem limits' },
});
