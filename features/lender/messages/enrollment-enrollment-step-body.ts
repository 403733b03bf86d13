import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-step-body.tsx. */
export const enrollmentEnrollmentStepBodyMessages = defineMessages({
  campaignFile: { id: 'lender.enrollmentEnrollmentStepBody.campaignFile', defaultMessage: 'Campaign file' },
  readProductValidateItTo: {
    id: 'lender.enrollmentEnrollmentStepBody.readProductValidateItTo',
    defaultMessage: '{name} read: {productCount} product{value}. Validate it to apply it to your products.',
  },
});
