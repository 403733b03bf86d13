import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/notification-templates/template-editor.tsx. */
export const notificationTemplatesTemplateEditorMessages = defineMessages({
  placeholdersYouCanUse: {
    id: 'lender.notificationTemplatesTemplateEditor.placeholdersYouCanUse',
    defaultMessage: 'Placeholders you can use',
  },
});
