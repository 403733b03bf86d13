import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/panels.tsx. */
export const processingPanelsMessages = defineMessages({
  platformPgpPublicKey: {
    id: 'admin.processingPanels.platformPgpPublicKey',
    defaultMessage: 'Platform PGP public key',
  },
  creditBureauConnection: {
    id: 'admin.processingPanels.creditBureauConnection',
    defaultMessage: 'Credit bureau connection',
  },
  publishTheEMailsAt: { id: 'admin.processingPanels.publishTheEMailsAt', defaultMessage: 'Publish the e-mails at' },
});
