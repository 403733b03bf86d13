import { PURPOSES, SUBCATEGORIES } from '../../../../domain/catalog/categories.ts';
import { defineMessages } from '../../../../ui/intl/define-messages.ts';
import { asLabels, labelMessages } from '../label-messages.ts';

/** The category, subcategory and purpose steps of the marketplace (001 §2). */
export const choiceMessages = defineMessages({
  categoryTitle: { id: 'consumer.choice.categoryTitle', defaultMessage: 'What are you looking for?' },
  categoryText: {
    id: 'consumer.choice.categoryText',
    defaultMessage: 'Choose a kind of offer. Only kinds with offers for you are shown.',
  },
  subcategoryTitle: { id: 'consumer.choice.subcategoryTitle', defaultMessage: 'What kind?' },
  subcategoryText: { id: 'consumer.choice.subcategoryText', defaultMessage: 'Narrow it down.' },
  purposeTitle: { id: 'consumer.choice.purposeTitle', defaultMessage: 'What is it for?' },
  purposeText: { id: 'consumer.choice.purposeText', defaultMessage: 'Tell us how you will use it.' },
});

export const subcategoryMessages = labelMessages('consumer.subcategory', asLabels(SUBCATEGORIES));
export const purposeMessages = labelMessages('consumer.purpose', asLabels(PURPOSES));
