import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/prequal-leads/prequal-leads-page.tsx. */
export const prequalLeadsPrequalLeadsPageMessages = messagesOf('embedder.prequalLeadsPrequalLeadsPage', {
  prequalTime: 'Prequal time',
  name: 'Name',
  hasOffers: 'Has offers',
  redeemedAt: 'Redeemed at',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  campaign: 'Campaign',
  consumerMatch: 'Consumer match',
  embedder: 'Embedder',
  prequalLeads: 'Prequal leads',
  yes: 'Yes',
  no: 'No',
  matched: 'Matched',
  noMatch: 'No match',
  prequalLeads2: 'Prequal Leads',
  everyoneYourSiteSentTo:
    "Everyone your site sent to the partner API's prequal call, and whether they had offers and redeemed.",
  thereWasAnErrorGetting: 'There was an error getting the prequal leads',
  noPrequalLeadsYet: 'No prequal leads yet.',
});
