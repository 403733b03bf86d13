import * as v from 'valibot';
import { productFaqsSchema } from '../domain/validation/product-faqs.ts';
import { FiParams, fiEndpoint, GENERAL_SETUP_READ, GENERAL_SETUP_WRITE } from './console-endpoint.ts';

export const Faq = v.object({ question: v.string(), answer: v.string() });

/** One product's FAQs (000 §3 "FAQs by product"), as consumers see them on the offer. */
export const ProductFaqs = v.object({ productId: v.string(), productName: v.string(), faqs: v.array(Faq) });
export type ProductFaqs = v.InferOutput<typeof ProductFaqs>;

export const FAQS_UPDATED = 'FAQS_UPDATED';

export const listProductFaqs = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/productFAQs',
  summary: 'The FAQs of every product of the lender',
  tags: ['lender general setup'],
  permission: GENERAL_SETUP_READ,
  params: FiParams,
  response: v.array(ProductFaqs),
});

export const saveProductFaqs = fiEndpoint({
  method: 'POST',
  path: '/fi/:fiId/productFAQs',
  summary: 'Replace one product’s FAQs (1 to 3 complete question/answer sets)',
  tags: ['lender general setup'],
  permission: GENERAL_SETUP_WRITE,
  audit: { category: 'LENDER', entity: 'PRODUCT_FAQS', action: FAQS_UPDATED },
  params: FiParams,
  body: productFaqsSchema,
  response: ProductFaqs,
});
