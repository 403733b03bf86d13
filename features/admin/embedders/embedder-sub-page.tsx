import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useEmbedder } from './shared.ts';

/** One embedder's sub-page (FI blocklist, campaign settings, approved products): headed "{name}: {section}". */
export function EmbedderSubPage({
  client,
  embedderId,
  section,
  fallbackTitle,
  description,
  children,
}: {
  client: ApiClient;
  embedderId: number;
  section: string;
  fallbackTitle: string;
  description: string;
  children: ReactNode;
}) {
  const embedder = useEmbedder(client, embedderId);
  return (
    <Stack gap="6">
      <PageHeader
        title={embedder.data ? `${embedder.data.name}: ${section}` : fallbackTitle}
        description={description}
      />
      {children}
    </Stack>
  );
}
