import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/fair-lending-table.tsx. */
export const campaignsFairLendingTableMessages = defineMessages({
  noConsumers: { id: 'admin.campaignsFairLendingTable.noConsumers', defaultMessage: 'No consumers' },
  of: { id: 'admin.campaignsFairLendingTable.of', defaultMessage: '{value} ({offered} of {consumers})' },
  ratio: { id: 'admin.campaignsFairLendingTable.ratio', defaultMessage: 'Ratio {value}{value2}{value3}' },
  flagged: { id: 'admin.campaignsFairLendingTable.flagged', defaultMessage: 'Flagged' },
  within: { id: 'admin.campaignsFairLendingTable.within', defaultMessage: 'Within' },
  rulesThatDriveTheDifference: {
    id: 'admin.campaignsFairLendingTable.rulesThatDriveTheDifference',
    defaultMessage: 'Rules that drive the difference',
  },
  noFailedRuleIsOver: {
    id: 'admin.campaignsFairLendingTable.noFailedRuleIsOver',
    defaultMessage: 'No failed rule is over-represented in the flagged levels.',
  },
  ofTheFlaggedLevelsConsumers: {
    id: 'admin.campaignsFairLendingTable.ofTheFlaggedLevelsConsumers',
    defaultMessage: '{reason}: {value} of the flagged levels’ consumers, {value2} of the most-favoured level’s',
  },
  ofConsumersPlacedInA: {
    id: 'admin.campaignsFairLendingTable.ofConsumersPlacedInA',
    defaultMessage:
      '{placed} of {consumers} consumers placed in a census tract with a known income level. A level whose offer rate is under {value}% of the most-favoured level’s is flagged (the four-fifths rule); small levels give unsteady ratios, so read the counts with them.',
  },
  offerRateByCensusTract: {
    id: 'admin.campaignsFairLendingTable.offerRateByCensusTract',
    defaultMessage: 'Offer rate by census-tract income level',
  },
});
