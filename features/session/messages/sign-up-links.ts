import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/sign-up-links.ts. */
export const signUpLinksMessages = messagesOf('console.signUpLinks', {
  becomeALenderPartner: 'Become a lender partner',
  becomeAnEmbedderPartner: 'Become an embedder partner',
});
