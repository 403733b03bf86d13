import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/test-identities/test-identity-form.tsx. */
export const testIdentitiesTestIdentityFormMessages = messagesOf('lender.testIdentitiesTestIdentityForm', {
  savingTheTestIdentity: 'Saving the test identity…',
  testIdentitySaved: 'Test identity saved',
  couldNotSaveTheTest: 'Could not save the test identity',
  saveTestIdentity: 'Save test identity',
  addTestIdentity: 'Add test identity',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  ssn: 'SSN',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  email: 'Email',
  phone: 'Phone',
  storedLeaveBlank: 'Stored: •••-••-{lastFour}. Leave blank to keep it.',
  itsLastFourPick: 'Its last four pick the sandbox vendor’s answer (0001 unverifiable, 0004 mismatch…).',
});
