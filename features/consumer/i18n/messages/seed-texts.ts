import { messagesOf } from '../../../../ui/intl/define-messages.ts';

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
});

/** The field names of "… is required", the settings' own labels (domain/validation/marketplace-settings.ts). */
export const requiredFieldMessages = messagesOf('consumer.seed.field', {
  contactPreference: 'Contact preference',
  idType: 'ID type',
  occupancy: 'Occupancy',
  propertyType: 'Property type',
});
