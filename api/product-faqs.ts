import * as v from 'valibot';
import { productFaqsSchema } from '../domain/validation/product-faqs.ts';
import { auditTrail } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { generalSetup } from './general-setup.ts';

export const Faq = v.object({ question: v.string(), answer: v.string() });

/** One product's FAQs (000 §3 "FAQs by product"), as consumers see them on the offer. */
export const ProductFaqs = v.object({ productId: v.string(), productName: v.string(), faqs: v.array(Faq) });
export type ProductFaqs = v.InferOutput<typeof ProductFaqs>;

export const FAQS_UPDATED = 'FAQS_UPDATED';

const productFaqs = generalSetup.within('/productFAQs');
const faqCalls = resourceEndpoints(productFaqs, productFaqs, {
  row: ProductFaqs,
  body: productFaqsSchema,
  audit: auditTrail('LENDER', 'PRODUCT_FAQS', { updated: FAQS_UPDATED }),
});
export const listProductFaqs = faqCalls.get('The FAQs of every product of the lender', v.array(ProductFaqs));
export const saveProductFaqs = faqCalls.save('Replace one product’s FAQs (1 to 3 complete question/answer sets)');
