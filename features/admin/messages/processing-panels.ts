import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/panels.tsx. */
export const processingPanelsMessages = messagesOf('admin.processingPanels', {
  platformPgpPublicKey: 'Platform PGP public key',
  creditBureauConnection: 'Credit bureau connection',
  publishTheEMailsAt: 'Publish the e-mails at',
  leaveEmptyToPublishNow: 'Leave empty to publish now',
});
