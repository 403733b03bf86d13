import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/projections/projection-page.tsx. */
export const projectionsProjectionPageMessages = defineMessages({
  campaignProjectionSummary: {
    id: 'lender.projectionsProjectionPage.campaignProjectionSummary',
    defaultMessage: 'Campaign Projection Summary',
  },
  ofConsumersProjected: {
    id: 'lender.projectionsProjectionPage.ofConsumersProjected',
    defaultMessage: '{rowsDone} of {value} consumers projected',
  },
  projectionProgress: {
    id: 'lender.projectionsProjectionPage.projectionProgress',
    defaultMessage: 'Projection progress',
  },
  membershipEligibility: {
    id: 'lender.projectionsProjectionPage.membershipEligibility',
    defaultMessage: 'Membership eligibility',
  },
  activeProducts: { id: 'lender.projectionsProjectionPage.activeProducts', defaultMessage: 'Active products' },
});
