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
});
