import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/remove-tenant.tsx. */
export const removeTenantMessages = messagesOf('admin.removeTenant', {
  remove: 'Remove',
});
