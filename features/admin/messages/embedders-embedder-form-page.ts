import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedder-form-page.tsx. */
export const embeddersEmbedderFormPageMessages = messagesOf('admin.embeddersEmbedderFormPage', {
  addEmbedder: 'Add embedder',
  saveEmbedder: 'Save embedder',
  editEmbedder: 'Edit embedder',
  editName: 'Edit {name}',
  savingTheEmbedder: 'Saving the embedder…',
  embedderSaved: 'Embedder saved',
  couldNotSaveTheEmbedder: 'Could not save the embedder',
  name: 'Name',
  embedderId: 'Embedder ID',
  customDomain: 'Custom domain',
  reportsDashboardId: 'Reports dashboard ID',
  logo: 'Logo',
  favicon: 'Favicon',
  exitRedirectUrl: 'Exit redirect URL',
  exitButtonLabel: 'Exit button label',
  forceNewDocumentVerificationSession: 'Force new document verification session',
  prioritizeLocalLenderOffers: 'Prioritize local lender offers',
  lowerCaseLettersDigitsAnd: 'Lower-case letters, digits and dashes',
  offersExampleCom: 'offers.example.com',
  exactly36Characters: 'Exactly 36 characters',
  https: 'https://',
});
