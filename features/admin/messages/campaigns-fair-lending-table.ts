import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/fair-lending-table.tsx. */
export const campaignsFairLendingTableMessages = messagesOf('admin.campaignsFairLendingTable', {
  noConsumers: 'No consumers',
  of: '{value} ({offered} of {consumers})',
  ratio:
    'Ratio {value}{flagged, select, true {, under 0.8} other {}}{favoured, select, true { (most favoured)} other {}}',
  flagged: 'Flagged',
  within: 'Within',
  rulesThatDriveTheDifference: 'Rules that drive the difference',
  noFailedRuleIsOver: 'No failed rule is over-represented in the flagged levels.',
  ofTheFlaggedLevelsConsumers:
    '{reason}: {value} of the flagged levels’ consumers, {value2} of the most-favoured level’s',
  ofConsumersPlacedInA:
    '{placed} of {consumers} consumers placed in a census tract with a known income level. A level whose offer rate is under {value}% of the most-favoured level’s is flagged (the four-fifths rule); small levels give unsteady ratios, so read the counts with them.',
  offerRateByCensusTract: 'Offer rate by census-tract income level',
  lender: 'Lender',
  product: 'Product',
  fourFifthsRule: 'Four-fifths rule',
  noEnrolledLenderProducts: 'No enrolled lender products.',
});
