import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-page.tsx. */
export const enrollmentEnrollmentPageMessages = defineMessages({
  campaignEnrollment: {
    id: 'lender.enrollmentEnrollmentPage.campaignEnrollment',
    defaultMessage: 'Campaign enrollment',
  },
  noNextCampaignIsOpen: {
    id: 'lender.enrollmentEnrollmentPage.noNextCampaignIsOpen',
    defaultMessage: 'No next campaign is open for enrollment.',
  },
  enrollmentForHasEnded: {
    id: 'lender.enrollmentEnrollmentPage.enrollmentForHasEnded',
    defaultMessage: 'Enrollment for {name} has ended.',
  },
  productConfiguration: {
    id: 'lender.enrollmentEnrollmentPage.productConfiguration',
    defaultMessage: 'Product configuration',
  },
  productTemplate: { id: 'lender.enrollmentEnrollmentPage.productTemplate', defaultMessage: 'Product template' },
  products: { id: 'lender.enrollmentEnrollmentPage.products', defaultMessage: 'Products' },
  newProduct: { id: 'lender.enrollmentEnrollmentPage.newProduct', defaultMessage: 'New product' },
});
