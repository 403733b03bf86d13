import { PURPOSES, SUBCATEGORIES } from '../../../../domain/catalog/categories.ts';
import { messagesOf } from '../../../../ui/intl/define-messages.ts';
import { asLabels, labelMessages } from '../label-messages.ts';

/** The category, subcategory and purpose steps of the marketplace (001 §2). */
export const choiceMessages = messagesOf('consumer.choice', {
  categoryTitle: 'What are you looking for?',
  categoryText: 'Choose a kind of offer. Only kinds with offers for you are shown.',
  subcategoryTitle: 'What kind?',
  subcategoryText: 'Narrow it down.',
  purposeTitle: 'What is it for?',
  purposeText: 'Tell us how you will use it.',
});

export const subcategoryMessages = labelMessages('consumer.subcategory', asLabels(SUBCATEGORIES));
export const purposeMessages = labelMessages('consumer.purpose', asLabels(PURPOSES));
