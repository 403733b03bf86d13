import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { createEmbedderSftpKey } from '../../../api/processing.ts';
import { SftpAccessCard } from '../../../console/sftp-access-card.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { processingSftpPanelMessages as m } from '../messages/processing-sftp-panel.ts';
import { embedderSftpQuery } from './processing-queries.ts';

/** The embedder's SFTP address and user, its key (a new pair: the private key downloads once) and its inbox. */
export function SftpPanel({
  client,
  embedderId,
  canWrite,
}: {
  client: ApiClient;
  embedderId: number;
  canWrite: boolean;
}) {
  const sftpOptions = embedderSftpQuery(client, embedderId);
  const key = sftpOptions.queryKey;
  const sftp = useQuery(sftpOptions);
  const [privateKey, setPrivateKey] = useState<string | null>(null);
  const create = useConfigMutation({
    mutationFn: () => client.call(createEmbedderSftpKey, { params: { embedderId } }),
    toasts: {
      pending: m.generatingTheKeyPair,
      success: m.keyPairGenerated,
      error: m.couldNotGenerateTheKey,
    },
    invalidate: [key],
    onSuccess: (made) => setPrivateKey(made.privateKey),
  });
  if (!sftp.data) return null;
  return (
    <SftpAccessCard
      sftp={sftp.data}
      privateKey={privateKey}
      generating={create.isPending}
      onGenerate={canWrite ? () => void create.mutateAsync() : undefined}
      onKeySaved={() => setPrivateKey(null)}
    />
  );
}
