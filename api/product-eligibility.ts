import * as v from 'valibot';
import { LENDER_CALL_MESSAGES } from '../domain/validation/lender.ts';
import { generalSetup } from './general-setup.ts';
import { EligibleState } from './membership-eligibility.ts';

/** Where one product of the lender may be offered; null = everywhere the lender's membership reaches. */
export const ProductEligibility = v.object({
  productId: v.string(),
  productName: v.string(),
  status: v.string(),
  eligibility: v.nullable(v.array(EligibleState)),
});
export type ProductEligibility = v.InferOutput<typeof ProductEligibility>;

export const PRODUCT_ELIGIBILITY_IMPORTED = 'PRODUCT_ELIGIBILITY_IMPORTED';

const productEligibility = generalSetup.within('/productEligibility');
export const listProductEligibility = productEligibility({
  method: 'GET',
  summary: 'Every product of the lender with its eligibility (null = everywhere the lender lends)',
  response: v.array(ProductEligibility),
});

/**
 * CSV (productName, state, county, zipcode): replaces the eligibility of the products the file names, leaving the
 * others as they are; an unknown product name is a row error (nothing imported). `outsideMembership` lists states a
 * product names where the lender's membership admits no one (offers there would never be made).
 */
export const importProductEligibility = productEligibility({
  method: 'POST',
  path: '/data',
  summary: 'Replace the eligibility of the products a CSV names (multipart productEligibityDoc)',
  audit: { category: 'LENDER', entity: 'PRODUCT_ELIGIBILITY', action: PRODUCT_ELIGIBILITY_IMPORTED },
  // The seed's spelling (002 §7), kept verbatim.
  multipart: ['productEligibityDoc'],
  missingFile: LENDER_CALL_MESSAGES.productEligibilityFile,
  response: v.object({
    imported: v.number(),
    products: v.array(ProductEligibility),
    outsideMembership: v.array(v.object({ productName: v.string(), state: v.string() })),
  }),
});
