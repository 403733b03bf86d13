import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/integration/integration-form.tsx. */
export const integrationIntegrationFormMessages = messagesOf('lender.integrationIntegrationForm', {
  savingTheIntegration: 'Saving the integration…',
  integrationSaved: 'Integration saved',
  couldNotSaveTheIntegration: 'Could not save the integration',
});
