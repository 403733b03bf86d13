import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-journey.tsx. */
export const enrollmentEnrollmentJourneyMessages = messagesOf('lender.enrollmentEnrollmentJourney', {
  activeProductsWillBeOffered: '{length} active products will be offered in {name}.',
  youAreEnrolledIn: 'You are enrolled in {name}.',
  enrollmentSteps: 'Enrollment steps',
  import: 'Import',
  validate: 'Validate',
  next: 'Next',
  enrollIn: 'Enroll in {campaign}',
  importCampaignFile: 'Import campaign file',
  importFileFor: 'Import {file} for {campaign}?',
  theFile: 'the file',
  chooseAnotherFile: 'Choose another file',
  importAnotherFile: 'Import another file',
});
