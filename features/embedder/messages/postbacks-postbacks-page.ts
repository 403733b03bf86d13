import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/postbacks/postbacks-page.tsx. */
export const postbacksPostbacksPageMessages = messagesOf('embedder.postbacksPostbacksPage', {
  postbacks: 'Postbacks',
  wePostASignedJson:
    'We POST a signed JSON message to your URL when one of your consumers views or redeems an offer, or a loan is funded.',
});
