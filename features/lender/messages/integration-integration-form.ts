import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/integration/integration-form.tsx. */
export const integrationIntegrationFormMessages = messagesOf('lender.integrationIntegrationForm', {
  savingTheIntegration: 'Saving the integration…',
  integrationSaved: 'Integration saved',
  couldNotSaveTheIntegration: 'Could not save the integration',
  type: 'Type',
  productCategory: 'Product category',
  endpointUrl: 'Endpoint URL',
  accessToken: 'Access token',
  failureNotificationEmails: 'Failure notification emails',
  config: 'Config',
  funding: 'Funding',
  status: 'Status',
  https: 'https://',
  commaSeparated: 'Comma-separated',
  textOrAJsonDocument: 'Text, or a JSON document',
  sendFundedLoansBackThrough: 'Send funded loans back through this integration',
  movesForwardOnly: 'Moves forward only',
  storedAsLeaveBlank: 'Stored as {masked}. Leave blank to keep it.',
  storedEncryptedShownMasked: 'Stored encrypted; shown masked afterwards.',
  addIntegration: 'Add integration',
  saveIntegration: 'Save integration',
});
