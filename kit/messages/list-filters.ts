import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/list-filters.tsx. */
export const listFiltersMessages = defineMessages({
  filterBy: { id: 'kit.listFilters.filterBy', defaultMessage: 'Filter by' },
  condition: { id: 'kit.listFilters.condition', defaultMessage: 'Condition' },
  apply: { id: 'kit.listFilters.apply', defaultMessage: 'Apply' },
  cancel: { id: 'kit.listFilters.cancel', defaultMessage: 'Cancel' },
  newFilter: { id: 'kit.listFilters.newFilter', defaultMessage: 'New filter' },
  addFilter: { id: 'kit.listFilters.addFilter', defaultMessage: 'Add filter' },
  removeFilter: { id: 'kit.listFilters.removeFilter', defaultMessage: 'Remove filter: {text}' },
  clearFilters: { id: 'kit.listFilters.clearFilters', defaultMessage: 'Clear filters' },
});
