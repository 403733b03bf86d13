import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/filter-value-input.tsx. */
export const filterValueInputMessages = messagesOf('kit.filterValueInput', {
  choose: 'Choose…',
  values: 'Values',
  value: 'Value',
  valuesSeparatedByCommas: 'Values, separated by commas',
});
