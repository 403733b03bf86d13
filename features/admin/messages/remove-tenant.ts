import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/remove-tenant.tsx. */
export const removeTenantMessages = messagesOf('admin.removeTenant', {
  remove: 'Remove',
  removing: 'Removing the {tenant, select, lender {lender} other {embedder}}…',
  removed: '{tenant, select, lender {Lender} other {Embedder}} removed',
  notRemoved: 'Could not remove the {tenant, select, lender {lender} other {embedder}}',
  removeName: 'Remove {name}?',
  onlyANothingDepends:
    '{consequence} Only a {tenant, select, lender {lender} other {embedder}} nothing depends on can be removed.',
  removeTenant: 'Remove {tenant, select, lender {lender} other {embedder}}',
});
