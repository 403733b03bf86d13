import { useNavigate } from '@tanstack/react-router';
import type { ApiClient } from '../../../api/client.ts';
import { listLenders, removeLender } from '../../../api/lenders.ts';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { lendersRemoveLenderMessages as m } from '../messages/lenders-remove-lender.ts';
import { RemoveTenantButton } from '../remove-tenant.tsx';

/**
 * "Remove" a lender (DELETE /fi/{lenderId}: admin-only, audited FI_OR_EMBEDDER_REMOVED); the server refuses one with
 * offers, loan leads, invoices or a live enrollment.
 */
export function RemoveLenderButton({ client, lenderId, name }: { client: ApiClient; lenderId: string; name: string }) {
  const navigate = useNavigate();
  return (
    <RemoveTenantButton
      removal={{
        noun: 'lender',
        name,
        consequence: m.consequence,
        remove: () =>
          client.call(removeLender, {
            params: { fiId: Number(lenderId) },
            query: { confirmation: CONFIRMATION_WORDS.confirm },
          }),
        listKey: listQueryKey(listLenders),
        onRemoved: () => navigate({ to: '/admin/console/lenders' }),
      }}
    />
  );
}
