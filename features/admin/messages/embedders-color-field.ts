import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/color-field.tsx. */
export const embeddersColorFieldMessages = defineMessages({
  picker: { id: 'admin.embeddersColorField.picker', defaultMessage: '{label} picker' },
  pickFromTheScreen: {
    id: 'admin.embeddersColorField.pickFromTheScreen',
    defaultMessage: 'Pick {label} from the screen',
  },
});
