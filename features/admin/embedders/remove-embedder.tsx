import { useNavigate } from '@tanstack/react-router';
import type { ApiClient } from '../../../api/client.ts';
import { listEmbedders, removeEmbedder } from '../../../api/embedders.ts';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { embeddersRemoveEmbedderMessages as m } from '../messages/embedders-remove-embedder.ts';
import { RemoveTenantButton } from '../remove-tenant.tsx';
import { EMBEDDERS_ROOT } from './shared.ts';

/**
 * "Remove" an embedder (DELETE /embedders/{embedderId}: admin-only, audited FI_OR_EMBEDDER_REMOVED); the server
 * refuses one with consumers, consumer files, prequal leads, partner deliveries, an API key in use or a live campaign.
 */
export function RemoveEmbedderButton({
  client,
  embedderId,
  name,
}: {
  client: ApiClient;
  embedderId: number;
  name: string;
}) {
  const navigate = useNavigate();
  return (
    <RemoveTenantButton
      removal={{
        noun: 'embedder',
        name,
        consequence: m.consequence,
        remove: () =>
          client.call(removeEmbedder, { params: { embedderId }, query: { confirmation: CONFIRMATION_WORDS.confirm } }),
        listKey: listQueryKey(listEmbedders),
        onRemoved: () => navigate({ to: EMBEDDERS_ROOT }),
      }}
    />
  );
}
