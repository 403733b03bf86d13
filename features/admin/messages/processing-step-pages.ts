import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/step-pages.tsx. */
export const processingStepPagesMessages = defineMessages({
  eMailsPublished: {
    id: 'admin.processingStepPages.eMailsPublished',
    defaultMessage: '{total} e-mails · {published} published{value}',
  },
  consoleFileSReady: {
    id: 'admin.processingStepPages.consoleFileSReady',
    defaultMessage: '{readyFiles} console file(s) ready',
  },
});
