import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/product-eligibility/product-eligibility-page.tsx. */
export const productEligibilityProductEligibilityPageMessages = defineMessages({
  productEligibility: {
    id: 'lender.productEligibilityProductEligibilityPage.productEligibility',
    defaultMessage: 'Product Eligibility',
  },
  whereEachProductMayBe: {
    id: 'lender.productEligibilityProductEligibilityPage.whereEachProductMayBe',
    defaultMessage: 'Where each product may be offered, within your membership eligibility.',
  },
  productEligibility2: {
    id: 'lender.productEligibilityProductEligibilityPage.productEligibility2',
    defaultMessage: 'Product eligibility',
  },
  outsideYourMembershipEligibilityNo: {
    id: 'lender.productEligibilityProductEligibilityPage.outsideYourMembershipEligibilityNo',
    defaultMessage: 'Outside your membership eligibility: no offers can go out there',
  },
  importFromACsvFile: {
    id: 'lender.productEligibilityProductEligibilityPage.importFromACsvFile',
    defaultMessage: 'Import from a CSV file',
  },
  oneRowPerProductAnd: {
    id: 'lender.productEligibilityProductEligibilityPage.oneRowPerProductAnd',
    defaultMessage:
      'One row per product and state, county or zip code (state * = everywhere you lend). The import replaces the eligibility of the products named in the file; other products keep theirs.',
  },
  productEligibilityFile: {
    id: 'lender.productEligibilityProductEligibilityPage.productEligibilityFile',
    defaultMessage: 'Product eligibility file',
  },
  onlyUsersWithGeneralSetup: {
    id: 'lender.productEligibilityProductEligibilityPage.onlyUsersWithGeneralSetup',
    defaultMessage: 'Only users with General Setup rights can change product eligibility.',
  },
  whereOffered: {
    id: 'lender.productEligibilityProductEligibilityPage.whereOffered',
    defaultMessage: 'Where {productName} is offered',
  },
});
