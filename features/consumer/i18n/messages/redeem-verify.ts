import { messagesOf } from '../../../../ui/intl/define-messages.ts';

/** Identity verification (001 §4): choosing passcode or questions, the passcode entry, the questions. */
export const identityMessages = messagesOf('consumer.identity', {
  title: 'Verify your identity',
  choose:
    'We send a one-time passcode to the email on your file, or you can answer a few questions only you would know.',
  sendPasscode: 'Send me a passcode',
  questionsInstead: 'Answer questions instead',
  verifying: 'Verifying…',
  sent: 'We sent a {digits}-digit passcode to the email on your file. It expires in 15 minutes.',
  answerAll: 'Answer every question to continue.',
  verify: 'Verify',
  failedTitle: "We couldn't verify your identity",
  tryAgain: 'Try again',
  stays: 'Your offer stays in your account; contact the lender to redeem it another way.',
});

/** The licence scan and its outcomes (001 §4, §8). */
export const scanMessages = messagesOf('consumer.scan', {
  title: "Scan your driver's licence",
  text: 'Hold your licence flat in good light. We check it against your credit file.',
  attempt: 'Attempt {attempt} of {attempts}',
  side: '{side, select, Front {Front} other {Back}} of your licence',
  captured: '{side, select, Front {Front} other {Back}} captured ✓',
  capture: 'Capture the {side, select, Front {front} other {back}}',
  submit: 'Submit scan',
  checking: 'Checking your licence',
  wait: 'This can take up to 2 minutes. Please keep this page open.',
  left: '{left, plural, one {# attempt} other {# attempts}} left.',
  again: 'Scan again',
  stillYours: 'Your offer is still yours: contact {lender} to finish your application with them.',
  theLender: 'the lender',
  backToOffers: 'Back to my offers',
  tooMany: 'Too many attempts',
});

/** The documents the lender asks for (001 §3, §5). */
export const stipsMessages = messagesOf('consumer.stips', {
  needed: 'Needed',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Failed',
  sendingLink: 'Sending your link…',
  title: 'Upload your documents',
  text: 'Your lender needs these before you redeem. JPG, PNG or PDF, up to 5MB each.',
  later: "Don't have them at hand? Upload later: we email you a link and hold your offer for {hours} hours.",
  continue: 'Continue',
  uploadLater: 'Upload later',
  anyOf: 'Any of: {documents}',
  upload: 'Upload {document}',
  replace: 'Replace',
  chooseFile: 'Choose file',
  remove: 'Remove',
  linkSent: "We've sent you a link",
  reserved: 'Your {offer} is reserved for {hours} hours.',
  reservedAny: 'Your offer is reserved for {hours} hours.',
  useLink:
    'Use the link in your email to upload your documents when you have them. Until then, your other offers wait.',
});
