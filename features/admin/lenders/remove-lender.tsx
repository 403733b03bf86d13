import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { ApiClient } from '../../../api/client.ts';
import { listLenders, removeLender } from '../../../api/lenders.ts';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useTypedConfirmation } from '../../../kit/typed-confirmation.tsx';

/**
 * "Remove" a lender (DELETE /fi/{lenderId}: admin-only, audited FI_OR_EMBEDDER_REMOVED) behind the typed word
 * CONFIRM; the server refuses one with offers, loan leads, invoices or a live enrollment, and the toast says which.
 */
export function RemoveLenderButton({ client, lenderId, name }: { client: ApiClient; lenderId: string; name: string }) {
  const navigate = useNavigate();
  const confirm = useTypedConfirmation();
  const remove = useConfigMutation({
    mutationFn: () =>
      client.call(removeLender, {
        params: { fiId: Number(lenderId) },
        query: { confirmation: CONFIRMATION_WORDS.confirm },
      }),
    toasts: { pending: 'Removing the lender…', success: 'Lender removed', error: 'Could not remove the lender' },
    // Only the list: the removed lender's own query would refetch into a 404 before the page leaves it.
    invalidate: [listQueryKey(listLenders)],
    onSuccess: () => navigate({ to: '/admin/console/lenders' }),
  });
  return (
    <Button
      colorPalette="red"
      variant="outline"
      size="sm"
      loading={remove.isPending}
      onClick={async () => {
        const asked = await confirm({
          kind: 'confirm',
          title: `Remove ${name}?`,
          description: 'Its users, products and settings are deleted. Only a lender nothing depends on can be removed.',
          confirmLabel: 'Remove lender',
        });
        if (asked) remove.mutate();
      }}
    >
      Remove
    </Button>
  );
}
