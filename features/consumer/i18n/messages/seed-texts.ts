import { defineMessages, messagesOf } from '../../../../ui/intl/define-messages.ts';

/**
 * Words the domain and the machines hand the redeem journey as plain English (the seed's identity messages, the
 * licence-scan failures, the application's checks). They stay English where they are made — the server and the
 * tests read them — and the page translates them here by their English text (seed-text.ts): each default message
 * is that text word for word, with `{placeholders}` where the domain puts a value (decision 0711).
 */
export const seedTextMessages = messagesOf('consumer.seed', {
  sessionExpired: 'Your session has expired and the code is no longer valid. Please try again.',
  mismatch: "That code doesn't match the one we sent. Please check it and try again.",
  unableToVerify: 'We are unable to verify your information at this time',
  lockedOut:
    'We are unable to verify your identity with the information provided. Please try again in {minutes} minutes.',
  codeNotGenerated: 'We could not generate your code. Please try again later.',
  maxRetries: 'You have reached the maximum number of attempts. Please contact support.',
  technicalError: 'There was a technical issue verifying your device. Please try again later.',
  scanUnreadTitle: "We couldn't read your licence",
  scanUnread: 'The scan did not pass. Check that the whole licence is in the frame and not blurred, then try again.',
  connectionTitle: 'We lost the connection',
  connection: "We couldn't reach the verification service. Check your internet connection, then scan again.",
  deviceTitle: "This device can't scan your licence",
  device: 'Open this page on a phone or tablet with a camera, then scan again.',
  ageTitle: "We can't verify this licence",
  age: 'The licence holder is under the minimum age the verification service supports.',
  mismatchTitle: "Your licence doesn't match your details",
  licenceMismatch:
    'The name or date of birth on the licence differs from your credit file. Scan your own licence again.',
  submittedTitle: 'Your licence was already submitted',
  submitted: 'We already have your licence for this offer, so the lender will follow up with you.',
  redirectMismatch:
    "We can't send you on to the lender until your licence matches your credit file. Scan your own licence.",
  redirectFailedTitle: "We couldn't send you to the lender",
  redirectFailed:
    'Something went wrong checking your licence. Try again, or open the offer again from the marketplace.',
  tooManyRedirect:
    "We could not validate your licence after {attempts} attempts, so we can't send you on to the lender.",
  tooMany: 'We could not validate your licence after {attempts} attempts.',
  amountInDollars: 'Enter an amount in dollars.',
  amountBetween: 'Enter an amount between {minimum} and {limit}.',
  noTerms: 'This offer has no terms to apply for.',
  required: '{field} is required',
  lastNameMissing: 'Enter your last name',
  dateOfBirthMissing: 'Enter your date of birth',
  minimumAge: 'You must be at least {age} years old',
  zipcodeInvalid: 'Enter the 5-digit ZIP code',
  ssnInvalid: 'Enter the last 4 digits of your SSN',
  robotUnchecked: "Confirm you're not a robot",
  robotFailed: "We couldn't confirm you're not a robot. Please try again.",
  bankMissing: 'Enter your bank',
  routingInvalid: 'Enter the 9-digit routing number',
  accountInvalid: 'Enter the account number (4 to 17 digits)',
  openerTimeout: 'No response received from window.opener within timeout period',
  openerUnknownOrigin: 'Unknown origin',
  exchangeAddress: 'This sign-in link is not from a site we work with.',
  exchangeUsed: 'This sign-in link has expired or was already used.',
  exchangeConsumer: 'We could not load your offers. Please try again later.',
  fileType: "This file type isn't supported. Try uploading a JPG, PNG, or PDF.",
  fileSize: 'File exceeds maximum size. Please upload a file that is 5MB or less.',
  uploadFailed: 'We were unable to upload your file, please try to upload again.',
  deleteFailed: 'We were unable to remove your file, please try again.',
});

/** The field names of "… is required", the settings' own labels (domain/validation/marketplace-settings.ts). */
export const requiredFieldMessages = messagesOf('consumer.seed.field', {
  contactPreference: 'Contact preference',
  idType: 'ID type',
  occupancy: 'Occupancy',
  propertyType: 'Property type',
});

/**
 * What a page in another language shows for a server's word the catalogue does not know (a new refusal, a vendor's
 * text): a translated generic message rather than English or a code. English pages still show the server's words.
 */
export const unknownErrorMessages = defineMessages({
  unknown: { id: 'consumer.seed.unknownError', defaultMessage: 'Something went wrong. Please try again later.' },
});
