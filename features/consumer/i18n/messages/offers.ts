import { SORT_OPTION_LABELS } from '../../../../domain/catalog/marketplace-ui.ts';
import { CARD_TYPE_FILTERS, CHECKING_TYPE_FILTERS } from '../../../../domain/catalog/product-details.ts';
import { OFFER_CATEGORY_LABELS } from '../../../../domain/catalog/products.ts';
import { messagesOf } from '../../../../ui/intl/define-messages.ts';
import { asLabels, labelMessages } from '../label-messages.ts';

/** The offers list (001 §2 offers): its heading, sort and filters, count and ordering note. */
export const offersMessages = messagesOf('consumer.offers', {
  titleFor: '{category} offers',
  title: 'Your offers',
  validUntil: 'Offers valid until {date}. Payments shown are estimates.',
  startOver: 'Start over',
  sortLabel: 'Sort offers',
  sortOption: 'Sort: {label}',
  cardType: 'Card type',
  checkingType: 'Checking type',
  termLabel: 'Term',
  termOption: 'Term: {months} months',
  amount: 'Amount: <strong>{amount}</strong>',
  count: '{count, plural, one {# offer} other {# offers}}',
  orderingHeading: 'How offers are ordered.',
  orderingNeutral:
    'These offers are listed by lowest APR first. Offers with the same APR take turns at the top: the order among them changes every day. You cannot change this order here, and it never depends on the lender. No lender pays Offerwell for a higher place.',
  orderingSorted:
    'These offers are listed by {sort, select, CREDIT_LIMIT {credit limit} LOWEST_APR {lowest APR} LOWEST_MONTHLY_PAYMENT {lowest monthly payment} HIGHEST_APY {highest APY} other {{sort}}}; you can change the order with the sort menu. Offers that compare equal keep a fixed order. No lender pays Offerwell for a higher place.',
});

export const categoryMessages = labelMessages('consumer.category', OFFER_CATEGORY_LABELS);
export const sortMessages = labelMessages('consumer.sort', SORT_OPTION_LABELS);
export const cardFilterMessages = labelMessages('consumer.cardFilter', asLabels(CARD_TYPE_FILTERS));
export const checkingFilterMessages = labelMessages('consumer.checkingFilter', asLabels(CHECKING_TYPE_FILTERS));
