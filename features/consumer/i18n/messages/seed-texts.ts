import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/**
 * Words the domain and the machines hand the redeem journey as plain English (the seed's identity messages, the
 * licence-scan failures, the application's checks). They stay English where they are made — the server and the
 * tests read them — and the page translates them here by their English text (seed-text.ts): each default message
 * is that text word for word, with `{placeholders}` where the domain puts a value (decision 0711).
 */
export const seedTextMessages = defineMessages({
  sessionExpired: {
    id: 'consumer.seed.sessionExpired',
    defaultMessage: 'Your session has expired and the code is no longer valid. Please try again.',
  },
  mismatch: {
    id: 'consumer.seed.mismatch',
    defaultMessage: "That code doesn't match the one we sent. Please check it and try again.",
  },
  unableToVerify: {
    id: 'consumer.seed.unableToVerify',
    defaultMessage: 'We are unable to verify your information at this time',
  },
  lockedOut: {
    id: 'consumer.seed.lockedOut',
    defaultMessage:
      'We are unable to verify your identity with the information provided. Please try again in {minutes} minutes.',
  },
  codeNotGenerated: {
    id: 'consumer.seed.codeNotGenerated',
    defaultMessage: 'We could not generate your code. Please try again later.',
  },
  maxRetries: {
    id: 'consumer.seed.maxRetries',
    defaultMessage: 'You have reached the maximum number of attempts. Please contact support.',
  },
  technicalError: {
    id: 'consumer.seed.technicalError',
    defaultMessage: 'There was a technical issue verifying your device. Please try again later.',
  },
  scanUnreadTitle: { id: 'consumer.seed.scanUnreadTitle', defaultMessage: "We couldn't read your licence" },
  scanUnread: {
    id: 'consumer.seed.scanUnread',
    defaultMessage:
      'The scan did not pass. Check that the whole licence is in the frame and not blurred, then try again.',
  },
  connectionTitle: { id: 'consumer.seed.connectionTitle', defaultMessage: 'We lost the connection' },
  connection: {
    id: 'consumer.seed.connection',
    defaultMessage: "We couldn't reach the verification service. Check your internet connection, then scan again.",
  },
  deviceTitle: { id: 'consumer.seed.deviceTitle', defaultMessage: "This device can't scan your licence" },
  device: {
    id: 'consumer.seed.device',
    defaultMessage: 'Open this page on a phone or tablet with a camera, then scan again.',
  },
  ageTitle: { id: 'consumer.seed.ageTitle', defaultMessage: "We can't verify this licence" },
  age: {
    id: 'consumer.seed.age',
    defaultMessage: 'The licence holder is under the minimum age the verification service supports.',
  },
  mismatchTitle: { id: 'consumer.seed.mismatchTitle', defaultMessage: "Your licence doesn't match your details" },
  licenceMismatch: {
    id: 'consumer.seed.licenceMismatch',
    defaultMessage:
      'The name or date of birth on the licence differs from your credit file. Scan your own licence again.',
  },
  submittedTitle: { id: 'consumer.seed.submittedTitle', defaultMessage: 'Your licence was already submitted' },
  submitted: {
    id: 'consumer.seed.submitted',
    defaultMessage: 'We already have your licence for this offer, so the lender will follow up with you.',
  },
  redirectMismatch: {
    id: 'consumer.seed.redirectMismatch',
    defaultMessage:
      "We can't send you on to the lender until your licence matches your credit file. Scan your own licence.",
  },
  redirectFailedTitle: {
    id: 'consumer.seed.redirectFailedTitle',
    defaultMessage: "We couldn't send you to the lender",
  },
  redirectFailed: {
    id: 'consumer.seed.redirectFailed',
    defaultMessage:
      'Something went wrong checking your licence. Try again, or open the offer again from the marketplace.',
  },
  tooManyRedirect: {
    id: 'consumer.seed.tooManyRedirect',
    defaultMessage:
      "We could not validate your licence after {attempts} attempts, so we can't send you on to the lender.",
  },
  tooMany: {
    id: 'consumer.seed.tooMany',
    defaultMessage: 'We could not validate your licence after {attempts} attempts.',
  },
  amountInDollars: { id: 'consumer.seed.amountInDollars', defaultMessage: 'Enter an amount in dollars.' },
  amountBetween: {
    id: 'consumer.seed.amountBetween',
    defaultMessage: 'Enter an amount between {minimum} and {limit}.',
  },
  noTerms: { id: 'consumer.seed.noTerms', defaultMessage: 'This offer has no terms to apply for.' },
  required: { id: 'consumer.seed.required', defaultMessage: '{field} is required' },
  lastNameMissing: { id: 'consumer.seed.lastNameMissing', defaultMessage: 'Enter your last name' },
  dateOfBirthMissing: { id: 'consumer.seed.dateOfBirthMissing', defaultMessage: 'Enter your date of birth' },
  minimumAge: { id: 'consumer.seed.minimumAge', defaultMessage: 'You must be at least {age} years old' },
  zipcodeInvalid: { id: 'consumer.seed.zipcodeInvalid', defaultMessage: 'Enter the 5-digit ZIP code' },
  ssnInvalid: { id: 'consumer.seed.ssnInvalid', defaultMessage: 'Enter the last 4 digits of your SSN' },
  robotUnchecked: { id: 'consumer.seed.robotUnchecked', defaultMessage: "Confirm you're not a robot" },
  robotFailed: {
    id: 'consumer.seed.robotFailed',
    defaultMessage: "We couldn't confirm you're not a robot. Please try again.",
  },
  bankMissing: { id: 'consumer.seed.bankMissing', defaultMessage: 'Enter your bank' },
  routingInvalid: { id: 'consumer.seed.routingInvalid', defaultMessage: 'Enter the 9-digit routing number' },
  accountInvalid: { id: 'consumer.seed.accountInvalid', defaultMessage: 'Enter the account number (4 to 17 digits)' },
  openerTimeout: {
    id: 'consumer.seed.openerTimeout',
    defaultMessage: 'No response received from window.opener within timeout period',
  },
  openerUnknownOrigin: { id: 'consumer.seed.openerUnknownOrigin', defaultMessage: 'Unknown origin' },
  exchangeAddress: {
    id: 'consumer.seed.exchangeAddress',
    defaultMessage: 'This sign-in link is not from a site we work with.',
  },
  exchangeUsed: {
    id: 'consumer.seed.exchangeUsed',
    defaultMessage: 'This sign-in link has expired or was already used.',
  },
  exchangeConsumer: {
    id: 'consumer.seed.exchangeConsumer',
    defaultMessage: 'We could not load your offers. Please try again later.',
  },
  fileType: {
    id: 'consumer.seed.fileType',
    defaultMessage: "This file type isn't supported. Try uploading a JPG, PNG, or PDF.",
  },
  fileSize: {
    id: 'consumer.seed.fileSize',
    defaultMessage: 'File exceeds maximum size. Please upload a file that is 5MB or less.',
  },
  uploadFailed: {
    id: 'consumer.seed.uploadFailed',
    defaultMessage: 'We were unable to upload your file, please try to upload again.',
  },
  deleteFailed: {
    id: 'consumer.seed.deleteFailed',
    defaultMessage: 'We were unable to remove your file, please try again.',
  },
});

/** The field names of "… is required", the settings' own labels (domain/validation/marketplace-settings.ts). */
export const requiredFieldMessages = defineMessages({
  contactPreference: { id: 'consumer.seed.field.contactPreference', defaultMessage: 'Contact preference' },
  idType: { id: 'consumer.seed.field.idType', defaultMessage: 'ID type' },
  occupancy: { id: 'consumer.seed.field.occupancy', defaultMessage: 'Occupancy' },
  propertyType: { id: 'consumer.seed.field.propertyType', defaultMessage: 'Property type' },
});

/**
 * What a page in another language shows for a server's word the catalogue does not know (a new refusal, a vendor's
 * text): a translated generic message rather than English or a code. English pages still show the server's words.
 */
export const unknownErrorMessages = defineMessages({
  unknown: { id: 'consumer.seed.unknownError', defaultMessage: 'Something went wrong. Please try again later.' },
});
