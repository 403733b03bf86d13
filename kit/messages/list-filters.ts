import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/list-filters.tsx. */
export const listFiltersMessages = messagesOf('kit.listFilters', {
  filterBy: 'Filter by',
  condition: 'Condition',
  apply: 'Apply',
  cancel: 'Cancel',
  newFilter: 'New filter',
  addFilter: 'Add filter',
  removeFilter: 'Remove filter: {text}',
  clearFilters: 'Clear filters',
  chooseAtLeastOneValue: 'Choose at least one value',
  enterBothValues: 'Enter both values',
  enterWholeNumbers: 'Enter whole numbers',
  enterAWholeNumber: 'Enter a whole number',
  enterAValue: 'Enter a value',
});
