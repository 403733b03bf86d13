import { Alert, Button, Code, HStack, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import {
  createEmbedderSftpKey,
  getEmbedderSftp,
  getPgpKey,
  listCampaignOfferMetrics,
} from '../../../api/processing.ts';
import { saveTextFile } from '../../../kit/save-file.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';

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
  const key = ['embedder-sftp', embedderId];
  const sftp = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => client.call(getEmbedderSftp, { params: { embedderId }, signal }),
  });
  const [privateKey, setPrivateKey] = useState<string | null>(null);
  const create = useConfigMutation({
    mutationFn: () => client.call(createEmbedderSftpKey, { params: { embedderId } }),
    toasts: {
      pending: 'Generating the key pair…',
      success: 'Key pair generated',
      error: 'Could not generate the key pair',
    },
    invalidate: [key],
    onSuccess: (made) => setPrivateKey(made.privateKey),
  });
  const data = sftp.data;
  if (!data) return null;
  return (
    <Stack gap="2" fontSize="sm">
      <Text>
        SFTP:{' '}
        <Code>
          sftp -P {data.port} -i {data.username}.key {data.username}@{data.host}
        </Code>
        {data.enabled ? '' : ' (the SFTP server is off: start the server with SFTP_ENABLED=1)'}
      </Text>
      <Text>
        {data.publicKey ? `Key pair made ${new Date(data.keyCreatedAt ?? '').toLocaleString()}.` : 'No key pair yet.'}
      </Text>
      <Text>
        Inbox: {data.inbox.length ? data.inbox.map((f) => `${f.name} (${f.size} bytes)`).join(', ') : 'empty'}
      </Text>
      {privateKey ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Title>Download the private key now: it is not kept and cannot be shown again.</Alert.Title>
            <HStack gap="2">
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => saveTextFile(`${data.username}.key`, privateKey, 'application/x-pem-file')}
              >
                Download private key
              </Button>
              <Button size="sm" variant="outline" onClick={() => setPrivateKey(null)}>
                Done
              </Button>
            </HStack>
          </Stack>
        </Alert.Root>
      ) : canWrite ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          loading={create.isPending}
          onClick={() => void create.mutateAsync()}
        >
          {data.publicKey ? 'Replace key pair' : 'Generate key pair'}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The platform's PGP public key, to give embedders. */
export function PgpKeyPanel({ client }: { client: ApiClient }) {
  const pgp = useQuery({ queryKey: ['pgp-key'], queryFn: ({ signal }) => client.call(getPgpKey, { signal }) });
  if (!pgp.data) return null;
  const { publicKey, fingerprint } = pgp.data;
  return (
    <Stack gap="2" fontSize="sm">
      <Text>Embedders encrypt their file to this public key (fingerprint {fingerprint}).</Text>
      <Textarea
        readOnly
        value={publicKey}
        aria-label="Platform PGP public key"
        fontFamily="mono"
        fontSize="xs"
        rows={6}
      />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => saveTextFile('offerwell-processing.asc', publicKey, 'application/pgp-keys')}
      >
        Download public key
      </Button>
    </Stack>
  );
}

/** When the e-mails go out (local time; now when empty). */
export function PublishAtInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Stack gap="1" fontSize="sm">
      <label htmlFor="publish-at">Publish the e-mails at (leave empty for now)</label>
      <Input
        id="publish-at"
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxW="16rem"
      />
    </Stack>
  );
}

/** The offer metrics metrics-calc wrote, per lender and product. */
export function MetricsTable({
  client,
  campaignId,
  version,
}: {
  client: ApiClient;
  campaignId: string;
  version: string;
}) {
  const metrics = useQuery({
    queryKey: ['campaign-offer-metrics', campaignId, version],
    queryFn: ({ signal }) => client.call(listCampaignOfferMetrics, { params: { campaignId }, signal }),
  });
  if (!metrics.data?.metrics.length) return null;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label="Offer metrics">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Lender</Table.ColumnHeader>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader>Metric</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {metrics.data.metrics.map((m) => (
            <Table.Row key={`${m.lender}-${m.product}-${m.metric}`}>
              <Table.Cell>{m.lender}</Table.Cell>
              <Table.Cell>{m.product}</Table.Cell>
              <Table.Cell>{m.metric}</Table.Cell>
              <Table.Cell textAlign="end">{m.value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
