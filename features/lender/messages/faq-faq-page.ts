import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/faq/faq-page.tsx. */
export const faqFaqPageMessages = defineMessages({
  faqs: { id: 'lender.faqFaqPage.faqs', defaultMessage: 'FAQs' },
  upToQuestionsAndAnswers: {
    id: 'lender.faqFaqPage.upToQuestionsAndAnswers',
    defaultMessage: 'Up to {max_faqs} questions and answers per product, shown with its offers.',
  },
  product: { id: 'lender.faqFaqPage.product', defaultMessage: 'Product' },
  noProductsYet: { id: 'lender.faqFaqPage.noProductsYet', defaultMessage: 'No products yet.' },
});
