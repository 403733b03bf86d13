import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lookup-lists/lookup-list-pages.ts. */
export const lookupListsLookupListPagesMessages = messagesOf('lender.lookupListsLookupListPages', {
  purposeType: 'Purpose type',
  refinanceReason: 'Refinance reason',
  employmentStatus: 'Employment status',
  occupancyStatus: 'Occupancy status',
  purposeTypes: 'Purpose Types',
  whatAConsumerMaySay: 'What a consumer may say a loan is for. Inactive values are kept but not offered.',
  refinanceReasons: 'Refinance Reasons',
  whyAConsumerRefinancesAs: 'Why a consumer refinances, as they choose it when redeeming a refinance offer.',
  employmentStatus2: 'Employment Status',
  theEmploymentStatusesAConsumer: 'The employment statuses a consumer chooses from in an application.',
  occupancyStatus2: 'Occupancy Status',
  howAConsumerLivesAt: 'How a consumer lives at their address (rent, own with mortgage…), as an application asks it.',
  purposeTypesLoadFailure: 'There was an error getting the purpose types',
  refinanceReasonsLoadFailure: 'There was an error getting the refinance reasons',
  employmentStatusLoadFailure: 'There was an error getting the employment status',
  occupancyStatusLoadFailure: 'There was an error getting the occupancy status',
});
