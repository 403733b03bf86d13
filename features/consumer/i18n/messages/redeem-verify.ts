import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/** Identity verification (001 §4): choosing passcode or questions, the passcode entry, the questions. */
export const identityMessages = defineMessages({
  title: { id: 'consumer.identity.title', defaultMessage: 'Verify your identity' },
  choose: {
    id: 'consumer.identity.choose',
    defaultMessage:
      'We send a one-time passcode to the email on your file, or you can answer a few questions only you would know.',
  },
  sendPasscode: { id: 'consumer.identity.sendPasscode', defaultMessage: 'Send me a passcode' },
  questionsInstead: { id: 'consumer.identity.questionsInstead', defaultMessage: 'Answer questions instead' },
  verifying: { id: 'consumer.identity.verifying', defaultMessage: 'Verifying…' },
  sent: {
    id: 'consumer.identity.sent',
    defaultMessage: 'We sent a {digits}-digit passcode to the email on your file. It expires in 15 minutes.',
  },
  answerAll: { id: 'consumer.identity.answerAll', defaultMessage: 'Answer every question to continue.' },
  verify: { id: 'consumer.identity.verify', defaultMessage: 'Verify' },
  failedTitle: { id: 'consumer.identity.failedTitle', defaultMessage: "We couldn't verify your identity" },
  tryAgain: { id: 'consumer.identity.tryAgain', defaultMessage: 'Try again' },
  stays: {
    id: 'consumer.identity.stays',
    defaultMessage: 'Your offer stays in your account; contact the lender to redeem it another way.',
  },
});

/** The licence scan and its outcomes (001 §4, §8). */
export const scanMessages = defineMessages({
  title: { id: 'consumer.scan.title', defaultMessage: "Scan your driver's licence" },
  text: {
    id: 'consumer.scan.text',
    defaultMessage: 'Hold your licence flat in good light. We check it against your credit file.',
  },
  attempt: { id: 'consumer.scan.attempt', defaultMessage: 'Attempt {attempt} of {attempts}' },
  side: { id: 'consumer.scan.side', defaultMessage: '{side, select, Front {Front} other {Back}} of your licence' },
  captured: { id: 'consumer.scan.captured', defaultMessage: '{side, select, Front {Front} other {Back}} captured ✓' },
  capture: { id: 'consumer.scan.capture', defaultMessage: 'Capture the {side, select, Front {front} other {back}}' },
  submit: { id: 'consumer.scan.submit', defaultMessage: 'Submit scan' },
  checking: { id: 'consumer.scan.checking', defaultMessage: 'Checking your licence' },
  wait: { id: 'consumer.scan.wait', defaultMessage: 'This can take up to 2 minutes. Please keep this page open.' },
  left: { id: 'consumer.scan.left', defaultMessage: '{left, plural, one {# attempt} other {# attempts}} left.' },
  again: { id: 'consumer.scan.again', defaultMessage: 'Scan again' },
  stillYours: {
    id: 'consumer.scan.stillYours',
    defaultMessage: 'Your offer is still yours: contact {lender} to finish your application with them.',
  },
  theLender: { id: 'consumer.scan.theLender', defaultMessage: 'the lender' },
  backToOffers: { id: 'consumer.scan.backToOffers', defaultMessage: 'Back to my offers' },
  tooMany: { id: 'consumer.scan.tooMany', defaultMessage: 'Too many attempts' },
});

/** The documents the lender asks for (001 §3, §5). */
export const stipsMessages = defineMessages({
  needed: { id: 'consumer.stips.needed', defaultMessage: 'Needed' },
  uploading: { id: 'consumer.stips.uploading', defaultMessage: 'Uploading' },
  uploaded: { id: 'consumer.stips.uploaded', defaultMessage: 'Uploaded' },
  failed: { id: 'consumer.stips.failed', defaultMessage: 'Failed' },
  sendingLink: { id: 'consumer.stips.sendingLink', defaultMessage: 'Sending your link…' },
  title: { id: 'consumer.stips.title', defaultMessage: 'Upload your documents' },
  text: {
    id: 'consumer.stips.text',
    defaultMessage: 'Your lender needs these before you redeem. JPG, PNG or PDF, up to 5MB each.',
  },
  later: {
    id: 'consumer.stips.later',
    defaultMessage: "Don't have them at hand? Upload later: we email you a link and hold your offer for {hours} hours.",
  },
  continue: { id: 'consumer.stips.continue', defaultMessage: 'Continue' },
  uploadLater: { id: 'consumer.stips.uploadLater', defaultMessage: 'Upload later' },
  anyOf: { id: 'consumer.stips.anyOf', defaultMessage: 'Any of: {documents}' },
  upload: { id: 'consumer.stips.upload', defaultMessage: 'Upload {document}' },
  replace: { id: 'consumer.stips.replace', defaultMessage: 'Replace' },
  chooseFile: { id: 'consumer.stips.chooseFile', defaultMessage: 'Choose file' },
  remove: { id: 'consumer.stips.remove', defaultMessage: 'Remove' },
  linkSent: { id: 'consumer.stips.linkSent', defaultMessage: "We've sent you a link" },
  reserved: { id: 'consumer.stips.reserved', defaultMessage: 'Your {offer} is reserved for {hours} hours.' },
  reservedAny: { id: 'consumer.stips.reservedAny', defaultMessage: 'Your offer is reserved for {hours} hours.' },
  useLink: {
    id: 'consumer.stips.useLink',
    defaultMessage:
      'Use the link in your email to upload your documents when you have them. Until then, your other offers wait.',
  },
});
