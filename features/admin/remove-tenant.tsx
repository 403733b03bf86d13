import { Button } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useConfigMutation } from '../../kit/toasts.ts';
import { useTypedConfirmation } from '../../kit/typed-confirmation.tsx';
import { said } from '../../kit/words.ts';
import { removeTenantMessages as m } from './messages/remove-tenant.ts';

/** What one tenant kind's removal says and does (a lender's, an embedder's). */
export interface TenantRemoval {
  /** "lender" / "embedder", for the dialog and the toasts. */
  noun: 'lender' | 'embedder';
  name: string;
  /** What goes with it, for the dialog: a message of the tenant's catalogue. */
  consequence: MessageDescriptor;
  remove: () => Promise<unknown>;
  /** The list to refresh; the removed tenant's own query is left alone (it would refetch into a 404). */
  listKey: QueryKey;
  onRemoved: () => void | Promise<void>;
}

/**
 * "Remove" a tenant (002 §3 "FI or embedder removed", admin-only) behind the typed word CONFIRM; the server refuses
 * one something depends on, and the error toast carries its reason.
 */
export function RemoveTenantButton({ removal }: { removal: TenantRemoval }) {
  const { formatMessage: t } = useIntl();
  const confirm = useTypedConfirmation();
  const { noun, name } = removal;
  const remove = useConfigMutation({
    mutationFn: removal.remove,
    toasts: {
      pending: said(m.removing, { tenant: noun }),
      success: said(m.removed, { tenant: noun }),
      error: said(m.notRemoved, { tenant: noun }),
    },
    invalidate: [removal.listKey],
    onSuccess: removal.onRemoved,
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
          title: t(m.removeName, { name }),
          description: t(m.onlyANothingDepends, { consequence: t(removal.consequence), tenant: noun }),
          confirmLabel: t(m.removeTenant, { tenant: noun }),
        });
        if (asked) remove.mutate();
      }}
    >
      {t(m.remove)}
    </Button>
  );
}
