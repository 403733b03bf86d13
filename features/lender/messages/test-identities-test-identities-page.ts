import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/test-identities/test-identities-page.tsx. */
export const testIdentitiesTestIdentitiesPageMessages = defineMessages({
  notValidated: { id: 'lender.testIdentitiesTestIdentitiesPage.notValidated', defaultMessage: 'Not validated' },
  testIdentities: { id: 'lender.testIdentitiesTestIdentitiesPage.testIdentities', defaultMessage: 'Test Identities' },
  peopleToTryYourJourneys: {
    id: 'lender.testIdentitiesTestIdentitiesPage.peopleToTryYourJourneys',
    defaultMessage:
      'People to try your journeys with. Validate runs one through the identity vendor and keeps the outcome.',
  },
  testIdentities2: { id: 'lender.testIdentitiesTestIdentitiesPage.testIdentities2', defaultMessage: 'Test identities' },
  validate: { id: 'lender.testIdentitiesTestIdentitiesPage.validate', defaultMessage: 'Validate' },
  validate2: { id: 'lender.testIdentitiesTestIdentitiesPage.validate2', defaultMessage: 'Validate {value}' },
});
