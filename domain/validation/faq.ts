import * as v from 'valibot';
import { MAX_FAQS, MIN_FAQS } from '../catalog/limits.ts';

export const FAQ_MESSAGES = {
  incomplete: 'Each FAQ needs both a question and an answer',
  atLeastOne: 'Add at least one complete FAQ',
  tooMany: `Add up to ${MAX_FAQS} FAQs`,
} as const;

const isBlank = (text: string) => text.trim().length === 0;

/**
 * FAQs per product: 1 to 3 complete question/answer sets (002 §5). Fully empty rows (an untouched form row) are
 * dropped; a half-filled row is an error.
 */
export const faqsSchema = v.pipe(
  v.array(v.object({ question: v.string(), answer: v.string() })),
  v.checkItems((faq) => isBlank(faq.question) === isBlank(faq.answer), FAQ_MESSAGES.incomplete),
  v.transform((faqs) =>
    faqs
      .filter((faq) => !isBlank(faq.question))
      .map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() })),
  ),
  v.minLength(MIN_FAQS, FAQ_MESSAGES.atLeastOne),
  v.maxLength(MAX_FAQS, FAQ_MESSAGES.tooMany),
);
export type Faqs = v.InferOutput<typeof faqsSchema>;
