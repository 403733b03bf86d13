import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-page.tsx. */
export const enrollmentEnrollmentPageMessages = messagesOf('lender.enrollmentEnrollmentPage', {
  campaignEnrollment: 'Campaign enrollment',
  noNextCampaignIsOpen: 'No next campaign is open for enrollment.',
  enrollmentForHasEnded: 'Enrollment for {name} has ended.',
  productConfiguration: 'Product configuration',
  productTemplate: 'Product template',
  products: 'Products',
  newProduct: 'New product',
});
