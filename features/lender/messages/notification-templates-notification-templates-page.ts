import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/notification-templates/notification-templates-page.tsx. */
export const notificationTemplatesNotificationTemplatesPageMessages = messagesOf(
  'lender.notificationTemplatesNotificationTemplatesPage',
  {
    notificationTemplates: 'Notification Templates',
    theEMailAndSms: 'The e-mail and SMS sent for each kind, per product.',
    notificationKind: 'Notification kind',
    product: 'Product',
    allProducts: 'All products',
    thereWasAnErrorGetting: 'There was an error getting the notification template',
  },
);
