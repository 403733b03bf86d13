import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/integration/integration-page.tsx. */
export const integrationIntegrationPageMessages = defineMessages({
  integration: { id: 'lender.integrationIntegrationPage.integration', defaultMessage: 'Integration' },
  whereYourLoanLeadsGo: {
    id: 'lender.integrationIntegrationPage.whereYourLoanLeadsGo',
    defaultMessage: "Where your loan leads go: each data partner's endpoint, token and failure alerts.",
  },
  integrations: { id: 'lender.integrationIntegrationPage.integrations', defaultMessage: 'Integrations' },
});
