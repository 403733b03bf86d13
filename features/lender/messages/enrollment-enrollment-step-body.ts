import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-step-body.tsx. */
export const enrollmentEnrollmentStepBodyMessages = messagesOf('lender.enrollmentEnrollmentStepBody', {
  campaignFile: 'Campaign file',
  readProductValidateItTo: '{name} read: {productCount} product{value}. Validate it to apply it to your products.',
  jsonOrCplxUpTo: 'JSON or CPLX, up to 5 MB',
});
