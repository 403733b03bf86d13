import * as v from 'valibot';
import { faqsSchema } from './faq.ts';
import { formObject } from './primitives.ts';

export const NO_SUCH_PRODUCT = 'No such product';

/** The body of POST /fi/{fiId}/productFAQs: one product's FAQs, replacing the ones it had (1 to 3 sets). */
export const productFaqsSchema = formObject(
  {
    productId: v.pipe(v.string(NO_SUCH_PRODUCT), v.uuid(NO_SUCH_PRODUCT)),
    faqs: faqsSchema,
  },
  { productId: 'Product', faqs: 'FAQs' },
);
export type ProductFaqsInput = v.InferInput<typeof productFaqsSchema>;
