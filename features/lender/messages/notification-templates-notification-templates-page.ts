import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/notification-templates/notification-templates-page.tsx. */
export const notificationTemplatesNotificationTemplatesPageMessages = defineMessages({
  notificationTemplates: {
    id: 'lender.notificationTemplatesNotificationTemplatesPage.notificationTemplates',
    defaultMessage: 'Notification Templates',
  },
  theEMailAndSms: {
    id: 'lender.notificationTemplatesNotificationTemplatesPage.theEMailAndSms',
    defaultMessage: 'The e-mail and SMS sent for each kind, per product.',
  },
  notificationKind: {
    id: 'lender.notificationTemplatesNotificationTemplatesPage.notificationKind',
    defaultMessage: 'Notification kind',
  },
  product: { id: 'lender.notificationTemplatesNotificationTemplatesPage.product', defaultMessage: 'Product' },
});
