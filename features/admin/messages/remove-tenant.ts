import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/remove-tenant.tsx. */
export const removeTenantMessages = defineMessages({
  remove: { id: 'admin.removeTenant.remove', defaultMessage: 'Remove' },
});
