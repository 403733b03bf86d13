import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/filter-value-input.tsx. */
export const filterValueInputMessages = defineMessages({
  choose: { id: 'kit.filterValueInput.choose', defaultMessage: 'Choose…' },
  values: { id: 'kit.filterValueInput.values', defaultMessage: 'Values' },
  value: { id: 'kit.filterValueInput.value', defaultMessage: 'Value' },
});
