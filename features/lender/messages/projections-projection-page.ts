import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/projections/projection-page.tsx. */
export const projectionsProjectionPageMessages = messagesOf('lender.projectionsProjectionPage', {
  campaignProjectionSummary: 'Campaign Projection Summary',
  ofConsumersProjected: '{rowsDone} of {value} consumers projected',
  projectionProgress: 'Projection progress',
  membershipEligibility: 'Membership eligibility',
  activeProducts: 'Active products',
  nationwide: 'Nationwide',
  noSuchProjection: 'No such projection',
  projectionFor: 'For {projectionFor}, over the consumers of {sourceCampaign}.',
});
