import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import {
  cancelConsumerFile,
  downloadEmbedderTemplate,
  getConsumerFile,
  listConsumerFiles,
  uploadConsumerFile,
} from '../../../api/embedder-campaigns.ts';
import { endpointKey } from '../../../api/query-options.ts';
import { ConsumerFilePanel, type ConsumerFilePanelProps } from '../../../console/consumer-file-panel.tsx';
import { ConsumerFileErrors } from './consumer-file-errors.tsx';

/**
 * The embedder's consumer file for one enrolled campaign: the shared upload-and-validate panel wired to the
 * embedder's endpoints (upload, job, cancel, template, row errors); the list refreshes when a file finishes.
 */
export function EmbedderConsumerFile({
  client,
  embedderId,
  campaignId,
  latest,
  disabled,
}: {
  client: ApiClient;
  embedderId: number;
  campaignId: string;
  latest: ConsumerFilePanelProps['latest'];
  disabled: boolean;
}) {
  const queryClient = useQueryClient();
  const params = { embedderId, campaignId };
  return (
    <ConsumerFilePanel
      latest={latest}
      disabled={disabled}
      upload={(file, signal) => client.call(uploadConsumerFile, { params, files: { consumerFile: file }, signal })}
      fetchJob={(fileId, signal) => client.call(getConsumerFile, { params: { embedderId, fileId }, signal })}
      cancel={(fileId, signal) => client.call(cancelConsumerFile, { params: { embedderId, fileId }, signal })}
      downloadTemplate={async () => ({
        fileName: 'consumer-file-template.csv',
        text: String(
          await client.call(downloadEmbedderTemplate, {
            params: { embedderId },
            query: { templateType: 'consumerFile' },
          }),
        ),
      })}
      errors={(fileId) => <ConsumerFileErrors client={client} embedderId={embedderId} fileId={fileId} />}
      onFinished={() => void queryClient.invalidateQueries({ queryKey: endpointKey(listConsumerFiles) })}
    />
  );
}
