import * as v from 'valibot';
import { productFaqsSchema } from '../domain/validation/product-faqs.ts';
import { generalSetup } from './general-setup.ts';

export const Faq = v.object({ question: v.string(), answer: v.string() });

/** One product's FAQs (000 §3 "FAQs by product"), as consumers see them on the offer. */
export const ProductFaqs = v.object({ productId: v.string(), productName: v.string(), faqs: v.array(Faq) });
export type ProductFaqs = v.InferOutput<typeof ProductFaqs>;

export const FAQS_UPDATED = 'FAQS_UPDATED';

const productFaqs = generalSetup.within('/productFAQs');
export const listProductFaqs = productFaqs({
  method: 'GET',
  summary: 'The FAQs of every product of the lender',
  response: v.array(ProductFaqs),
});

export const saveProductFaqs = productFaqs({
  method: 'POST',
  summary: 'Replace one product’s FAQs (1 to 3 complete question/answer sets)',
  audit: { category: 'LENDER', entity: 'PRODUCT_FAQS', action: FAQS_UPDATED },
  body: productFaqsSchema,
  response: ProductFaqs,
});
