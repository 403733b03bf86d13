import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-journey.tsx. */
export const enrollmentEnrollmentJourneyMessages = defineMessages({
  activeProductsWillBeOffered: {
    id: 'lender.enrollmentEnrollmentJourney.activeProductsWillBeOffered',
    defaultMessage: '{length} active products will be offered in {name}.',
  },
  youAreEnrolledIn: {
    id: 'lender.enrollmentEnrollmentJourney.youAreEnrolledIn',
    defaultMessage: 'You are enrolled in {name}.',
  },
  enrollmentSteps: { id: 'lender.enrollmentEnrollmentJourney.enrollmentSteps', defaultMessage: 'Enrollment steps' },
});
