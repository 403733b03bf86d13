import * as v from 'valibot';

/** /lender/console/faq?productId=: the product whose FAQs are open (the first product when absent). */
export const faqSearch = v.object({ productId: v.fallback(v.optional(v.string()), undefined) });
export type FaqSearch = v.InferOutput<typeof faqSearch>;
