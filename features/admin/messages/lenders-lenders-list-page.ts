import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lenders-list-page.tsx. */
export const lendersLendersListPageMessages = messagesOf('admin.lendersLendersListPage', {
  lenders: 'Lenders',
  financialInstitutionsOnTheMarketplace: 'Financial institutions on the marketplace, and prospects not yet onboarded.',
  edit: 'Edit {name}',
  name: 'Name',
  lenderId: 'Lender ID',
  type: 'Type',
  pricingModel: 'Pricing model',
  status: 'Status',
  thereWasAnErrorGettingList: 'There was an error getting the {list}',
  noLendersYet: 'No lenders yet.',
  prospects: 'Prospects',
  noProspectsYet: 'No prospects yet.',
  addLender: 'Add lender',
  addProspect: 'Add prospect',
});
