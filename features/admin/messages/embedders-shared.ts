import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/shared.ts. */
export const embeddersSharedMessages = messagesOf('admin.embeddersShared', {
  loadFailure: 'There was an error getting the embedders',
});
