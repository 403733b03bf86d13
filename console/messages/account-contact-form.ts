import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/account/contact-form.tsx. */
export const accountContactFormMessages = defineMessages({
  contactDetails: { id: 'console.accountContactForm.contactDetails', defaultMessage: 'Contact details' },
  email: { id: 'console.accountContactForm.email', defaultMessage: 'Email' },
  phone: { id: 'console.accountContactForm.phone', defaultMessage: 'Phone' },
  saveChanges: { id: 'console.accountContactForm.saveChanges', defaultMessage: 'Save changes' },
  saving: { id: 'console.accountContactForm.saving', defaultMessage: 'Saving' },
});
