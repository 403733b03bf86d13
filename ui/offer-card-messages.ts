import { defineMessages } from './intl/define-messages.ts';

/** The offer card's words (the consumer catalogue carries their translations; the consoles' previews read English). */
export const offerCardMessages = defineMessages({
  label: { id: 'offerCard.label', defaultMessage: '{name} from {lender}' },
  distance: { id: 'offerCard.distance', defaultMessage: ' · {miles} mi to the nearest branch' },
  noLongerAvailable: { id: 'offerCard.noLongerAvailable', defaultMessage: 'No longer available' },
  redeemed: { id: 'offerCard.redeemed', defaultMessage: 'Redeemed' },
  inProgress: { id: 'offerCard.inProgress', defaultMessage: 'In progress' },
  preApproved: { id: 'offerCard.preApproved', defaultMessage: 'Pre-approved' },
  prequalified: { id: 'offerCard.prequalified', defaultMessage: 'Prequalified' },
  coverageNCUA: { id: 'offerCard.coverage.NCUA', defaultMessage: 'Federally insured by NCUA' },
  coverageASI: { id: 'offerCard.coverage.ASI', defaultMessage: 'Privately insured by ASI' },
  coverageFDIC: { id: 'offerCard.coverage.FDIC', defaultMessage: 'Member FDIC' },
  apy: { id: 'offerCard.apy', defaultMessage: 'APY' },
  apr: { id: 'offerCard.apr', defaultMessage: 'APR' },
  term: { id: 'offerCard.term', defaultMessage: 'Term' },
  termValue: { id: 'offerCard.termValue', defaultMessage: '{months} mo' },
  openingDeposit: { id: 'offerCard.openingDeposit', defaultMessage: 'Opening deposit' },
  amount: { id: 'offerCard.amount', defaultMessage: 'Amount' },
  lowestApr: { id: 'offerCard.lowestApr', defaultMessage: 'Lowest APR {apr}' },
  lowestAprFor: { id: 'offerCard.lowestAprFor', defaultMessage: 'Lowest APR {apr} for {months} months' },
  estimatedPayment: {
    id: 'offerCard.estimatedPayment',
    defaultMessage:
      'Estimated {frequency, select, DAILY {daily} WEEKLY {weekly} BI_WEEKLY {bi-weekly} SEMI_MONTHLY {semi-monthly} YEARLY {yearly} other {monthly}} payment',
  },
  addOns: { id: 'offerCard.addOns', defaultMessage: 'Add-on available: {names}' },
  seeDetails: { id: 'offerCard.seeDetails', defaultMessage: 'See offer details' },
});
