import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/color-field.tsx. */
export const embeddersColorFieldMessages = messagesOf('admin.embeddersColorField', {
  picker: '{label} picker',
  pickFromTheScreen: 'Pick {label} from the screen',
  /** 001 §8, verbatim. */
  eyeDropperUnsupported: 'Your browser does not support the EyeDropper API',
});
