import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/postbacks/postback-settings.tsx. */
export const postbacksPostbackSettingsMessages = messagesOf('embedder.postbacksPostbackSettings', {
  signingSecret: 'Signing secret',
  rotateSecret: 'Rotate secret',
  rotateTheSigningSecret: 'Rotate the signing secret?',
  theCurrentSecretStopsWorking:
    'The current secret stops working at once: every postback from now on is signed with the new one.',
  rotatingTheSecret: 'Rotating the secret…',
  newSigningSecret: 'New signing secret',
  couldNotRotateTheSecret: 'Could not rotate the secret',
  savingThePostbackSettings: 'Saving the postback settings…',
  postbackSettingsSaved: 'Postback settings saved',
  couldNotSaveThePostback: 'Could not save the postback settings',
  generatedWhenYouFirstSave: 'Generated when you first save a URL.',
  inUseSince: 'In use: whsec_…{hint} since {date}.',
  url: 'URL',
  sendPostbacks: 'Send postbacks',
  events: 'Events',
  httpsPartnerExampleOfferwell: 'https://partner.example/offerwell',
  thereWasAnErrorGetting: 'There was an error getting the postback settings',
  savePostbackSettings: 'Save postback settings',
});
