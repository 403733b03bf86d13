import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/public-key-card.tsx. */
export const publicKeyCardMessages = messagesOf('console.publicKeyCard', {
  embeddersEncryptTheirFileTo: 'Embedders encrypt their file to this public key (fingerprint {fingerprint}).',
  downloadPublicKey: 'Download public key',
});
