import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/product-eligibility/product-eligibility-page.tsx. */
export const productEligibilityProductEligibilityPageMessages = messagesOf(
  'lender.productEligibilityProductEligibilityPage',
  {
    productEligibility: 'Product Eligibility',
    whereEachProductMayBe: 'Where each product may be offered, within your membership eligibility.',
    productEligibility2: 'Product eligibility',
    outsideYourMembershipEligibilityNo: 'Outside your membership eligibility: no offers can go out there',
    oneRowPerProductAnd:
      'One row per product and state, county or zip code (state * = everywhere you lend). The import replaces the eligibility of the products named in the file; other products keep theirs.',
    productEligibilityFile: 'Product eligibility file',
    onlyUsersWithGeneralSetup: 'Only users with General Setup rights can change product eligibility.',
    whereOffered: 'Where {productName} is offered',
    product: 'Product',
    offeredIn: 'Offered in',
    everywhereYouLend: 'Everywhere you lend',
    nameInactive: '{name} (inactive)',
    noProductsYet: 'No products yet.',
    loadFailure: 'There was an error getting the product eligibility',
    theImportReplacesTheEligibility: 'The import replaces the eligibility of every product named in the file.',
  },
);
