import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as v from 'valibot';
import {
  BureauConnectionBody,
  type BureauConnectionTest,
  type BureauConnectionView,
  getBureauConnection,
  getSandboxBureauConnection,
  saveBureauConnection,
  testBureauConnection,
} from '../../../api/bureau-connection.ts';
import type { ApiClient } from '../../../api/client.ts';
import { endpointKey } from '../../../api/query-options.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { type BureauConnectionInput, bodyOf, bureauFields, draftFromSandbox, draftOf } from './bureau-form.ts';
import { bureauConnectionQuery } from './processing-queries.ts';

/** What each of the server's named problems means to the admin, and what to check (decision 0550). */
const PROBLEMS: Record<string, string> = {
  HOST_KEY: 'Host key not trusted: the server’s key is not the pinned one',
  AUTH: 'Login refused: check the SFTP user, password or private key',
  UNREACHABLE: 'Bureau unreachable: check the host and port',
  NO_DIRECTORY: 'Directory missing: check the upload and answer directories',
  PGP_KEY: 'Bureau PGP key unusable',
};

const SOURCES: Record<BureauConnectionView['source'], string> = {
  settings: 'In use: the connection saved here.',
  environment: 'In use: the connection set by the server’s environment (BUREAU_*). Saving here replaces it.',
  sandbox: 'No bureau is set: the sandbox bureau answers the exports.',
};

type TestAnswer = v.InferOutput<typeof BureauConnectionTest>;

/** The test's outcome beside its button: the named problem as the title, the server's detail below it. */
function TestOutcome({ answer }: { answer: TestAnswer }) {
  const title = answer.ok ? 'Connection works' : (PROBLEMS[answer.problem ?? ''] ?? 'The connection failed');
  return (
    <Alert.Root status={answer.ok ? 'success' : 'error'} role={answer.ok ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description wordBreak="break-word">{answer.message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function ConnectionTest({ client, disabled }: { client: ApiClient; disabled: boolean }) {
  const test = useMutation({ mutationFn: () => client.call(testBureauConnection, {}) });
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Test connection
        </Heading>
        <Text color="fg.muted">
          Checks the saved connection: the PGP key, the host key, the login and both directories.
        </Text>
        <Button
          alignSelf="flex-start"
          variant="outline"
          loading={test.isPending}
          disabled={disabled}
          onClick={() => test.mutate()}
        >
          Test connection
        </Button>
        {test.data ? <TestOutcome answer={test.data} /> : null}
        {test.isError ? <TestOutcome answer={{ ok: false, problem: null, message: test.error.message }} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The sandbox bureau this server runs (decision 0570): one click fills the form with its connection, values only the
 * server knows (its port, keys and host key); the admin then saves and tests as for any bureau.
 */
function SandboxFill({ client, onFill }: { client: ApiClient; onFill: (values: BureauConnectionInput) => void }) {
  const fill = useMutation({
    mutationFn: () => client.call(getSandboxBureauConnection, {}),
    onSuccess: (answer) => (answer.connection ? onFill(answer.connection) : undefined),
  });
  return (
    <Stack gap="2" align="flex-start">
      <Text color="fg.muted">
        This server runs a sandbox bureau over SFTP + OpenPGP: connect to it to try the whole exchange.
      </Text>
      <Button variant="outline" loading={fill.isPending} onClick={() => fill.mutate()}>
        Use the sandbox bureau
      </Button>
      {fill.data && !fill.data.connection ? <Text>The sandbox bureau is not running on this server.</Text> : null}
      {fill.isError ? <Text color="fg.error">Could not get the sandbox bureau’s connection.</Text> : null}
    </Stack>
  );
}

function ConnectionForm({ client, view }: { client: ApiClient; view: BureauConnectionView }) {
  const queryClient = useQueryClient();
  // The sandbox's values until they are saved; the saved view (secrets masked) fills the form after that.
  const [filled, setFilled] = useState<BureauConnectionInput | null>(null);
  const save = useConfigMutation({
    mutationFn: (values: BureauConnectionInput) => client.call(saveBureauConnection, { body: bodyOf(values) }),
    toasts: { pending: 'Saving the connection…', success: 'Connection saved', error: 'Could not save the connection' },
    onSuccess: (answer) => {
      setFilled(null);
      queryClient.setQueryData(endpointKey(getBureauConnection, {}, {}), answer);
    },
  });
  return (
    <Stack gap="4">
      {view.sandboxEndpoint ? <SandboxFill client={client} onFill={setFilled} /> : null}
      {filled ? <Text role="status">Filled from the sandbox bureau: save the connection, then test it.</Text> : null}
      <SchemaForm
        key={filled ? 'sandbox' : 'saved'}
        schema={BureauConnectionBody}
        defaultValues={filled ? draftFromSandbox(filled) : draftOf(view)}
        fields={bureauFields(view)}
        submitLabel="Save connection"
        onSubmit={(values) => save.mutateAsync(values)}
      />
    </Stack>
  );
}

/** /admin/console/processing/bureau: the credit bureau's SFTP + OpenPGP connection (issue 29, decision 0522). */
export function BureauConnectionPage({ client, session }: ConsolePageProps) {
  const query = useQuery(bureauConnectionQuery(client));
  const canWrite = can(session, 'processing');
  return (
    <>
      <PageHeader
        title="Credit bureau connection"
        description="Bureau export uploads the encrypted file here; Bureau import collects the bureau’s signed answer."
      />
      <QueryGate query={query} failure="There was an error getting the bureau connection" skeletonHeight="64">
        {(view) => (
          <Stack gap="6">
            <Text>{SOURCES[view.source]}</Text>
            {canWrite ? <ConnectionForm key={JSON.stringify(view)} client={client} view={view} /> : null}
            <ConnectionTest client={client} disabled={!canWrite} />
          </Stack>
        )}
      </QueryGate>
    </>
  );
}
