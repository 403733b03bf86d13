import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/postbacks/postback-settings.tsx. */
export const postbacksPostbackSettingsMessages = defineMessages({
  signingSecret: { id: 'embedder.postbacksPostbackSettings.signingSecret', defaultMessage: 'Signing secret' },
  rotateSecret: { id: 'embedder.postbacksPostbackSettings.rotateSecret', defaultMessage: 'Rotate secret' },
  rotateTheSigningSecret: {
    id: 'embedder.postbacksPostbackSettings.rotateTheSigningSecret',
    defaultMessage: 'Rotate the signing secret?',
  },
  theCurrentSecretStopsWorking: {
    id: 'embedder.postbacksPostbackSettings.theCurrentSecretStopsWorking',
    defaultMessage: 'The current secret stops working at once: every postback from now on is signed with the new one.',
  },
});
