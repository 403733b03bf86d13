import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/faq/faq-page.tsx. */
export const faqFaqPageMessages = messagesOf('lender.faqFaqPage', {
  faqs: 'FAQs',
  upToQuestionsAndAnswers: 'Up to {max_faqs} questions and answers per product, shown with its offers.',
  product: 'Product',
  noProductsYet: 'No products yet.',
  savingTheFaqs: 'Saving the FAQs…',
  faqsSaved: 'FAQs saved',
  couldNotSaveTheFaqs: 'Could not save the FAQs',
  question: 'Question',
  answer: 'Answer',
  faqsFor: 'FAQs for {product}',
  faq: 'FAQ',
  thereWasAnErrorGetting: 'There was an error getting the FAQs',
  saveFaqs: 'Save FAQs',
});
