import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { getLender, listLenders, promoteProspect } from '../../../api/lenders.ts';
import { ConfirmedAction } from '../../../kit/confirmed-action.tsx';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { lendersPromoteProspectMessages as m } from '../messages/lenders-promote-prospect.ts';

/**
 * "Promote" a prospect to lender (POST /fi/{lenderId}/promote: admin-only, audited PROSPECT_PROMOTED), after a
 * confirmation; then its lender page opens. The prospect's edit page and each row of the Prospects list use it.
 */
export function PromoteProspectButton({
  client,
  lenderId,
  name,
  label,
}: {
  client: ApiClient;
  lenderId: string;
  name: string | undefined;
  label?: string;
}) {
  const { formatMessage: t } = useIntl();
  // Without a label of its own it is a list row's small "Promote" button, named with its prospect.
  const inRow = label === undefined;
  const navigate = useNavigate();
  const promote = useConfigMutation({
    mutationFn: () => client.call(promoteProspect, { params: { fiId: Number(lenderId) } }),
    toasts: {
      pending: m.promotingTheProspect,
      success: m.prospectPromotedToLender,
      error: m.couldNotPromoteTheProspect,
    },
    invalidate: [listQueryKey(listLenders), [getLender.path]],
    onSuccess: () => navigate({ to: '/admin/console/lenders/$lenderId', params: { lenderId } }),
  });
  return (
    <ConfirmedAction
      label={label ?? t(m.promote)}
      title={t(m.promoteToLender, { value: name ?? t(m.theProspect) })}
      description={t(m.itMovesToTheLenders)}
      confirmLabel={t(m.promote)}
      onConfirm={() => promote.mutate()}
      button={{
        // In a row of buttons or a header: aligned as its neighbours, not to the top.
        alignSelf: 'auto',
        colorPalette: 'brand',
        size: 'sm',
        variant: inRow ? 'outline' : 'solid',
        'aria-label': name && inRow ? t(m.promoteName, { name }) : undefined,
        loading: promote.isPending,
      }}
    />
  );
}
