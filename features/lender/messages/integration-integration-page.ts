import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/integration/integration-page.tsx. */
export const integrationIntegrationPageMessages = messagesOf('lender.integrationIntegrationPage', {
  integration: 'Integration',
  whereYourLoanLeadsGo: "Where your loan leads go: each data partner's endpoint, token and failure alerts.",
  integrations: 'Integrations',
  type: 'Type',
  productCategory: 'Product category',
  endpointUrl: 'Endpoint URL',
  accessToken: 'Access token',
  funding: 'Funding',
  status: 'Status',
  integrationNoun: 'integration',
  addIntegration: 'Add integration',
  editIntegration: 'Edit {type} integration',
  typeIntegration: '{type} integration',
  thereWasAnErrorGetting: 'There was an error getting the integration',
  noIntegrationsYet: 'No integrations yet.',
  yes: 'Yes',
  no: 'No',
  itsAccessTokenGoesWith: 'Its access token goes with it; to connect again you would enter the token anew.',
});
