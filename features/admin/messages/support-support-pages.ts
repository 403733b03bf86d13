import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/support/support-pages.ts. */
export const supportSupportPagesMessages = messagesOf('admin.supportSupportPages', {
  consumerLookup: 'Consumer lookup',
});
