import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/account/contact-form.tsx. */
export const accountContactFormMessages = messagesOf('console.accountContactForm', {
  contactDetails: 'Contact details',
  email: 'Email',
  phone: 'Phone',
  saveChanges: 'Save changes',
  saving: 'Saving',
  profileSaved: 'Your profile has been saved',
  aUsNumberForExample: 'A US number, for example 303-555-0100',
});
