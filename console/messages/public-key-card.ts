import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/public-key-card.tsx. */
export const publicKeyCardMessages = defineMessages({
  embeddersEncryptTheirFileTo: {
    id: 'console.publicKeyCard.embeddersEncryptTheirFileTo',
    defaultMessage: 'Embedders encrypt their file to this public key (fingerprint {fingerprint}).',
  },
  downloadPublicKey: { id: 'console.publicKeyCard.downloadPublicKey', defaultMessage: 'Download public key' },
});
