import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/test-identities/test-identities-page.tsx. */
export const testIdentitiesTestIdentitiesPageMessages = messagesOf('lender.testIdentitiesTestIdentitiesPage', {
  notValidated: 'Not validated',
  testIdentities: 'Test Identities',
  peopleToTryYourJourneys:
    'People to try your journeys with. Validate runs one through the identity vendor and keeps the outcome.',
  testIdentities2: 'Test identities',
  addTestIdentity: 'Add test identity',
  editName: 'Edit {name}',
  validate: 'Validate',
  validate2: 'Validate {value}',
  name: 'Name',
  dateOfBirth: 'Date of birth',
  ssn: 'SSN',
  state: 'State',
  lastValidation: 'Last validation',
  validatingWithTheIdentityVendor: 'Validating with the identity vendor…',
  couldNotValidateTheTest: 'Could not validate the test identity',
  thereWasAnErrorGetting: 'There was an error getting the test identities',
  noTestIdentitiesYet: 'No test identities yet.',
});
