import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-label.ts. */
export const enrollmentEnrollmentLabelMessages = messagesOf('lender.enrollmentEnrollmentLabel', {
  notEnrolledYet: 'Not enrolled yet',
  autoEnrolled: 'Enrolled · auto enrolled',
});
