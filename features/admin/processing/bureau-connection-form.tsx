import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type * as v from 'valibot';
import {
  BureauConnectionBody,
  type BureauConnectionTest,
  type BureauConnectionView,
  getBureauConnection,
  getSandboxBureauConnection,
  saveBureauConnection,
} from '../../../api/bureau-connection.ts';
import type { ApiClient } from '../../../api/client.ts';
import { endpointKey } from '../../../api/query-options.ts';
import type { CheckOutcome } from '../../../kit/check-card.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { processingBureauConnectionFormMessages as m } from '../messages/processing-bureau-connection-form.ts';
import { type BureauConnectionInput, bodyOf, bureauFields, draftFromSandbox, draftOf } from './bureau-form.ts';

/** What each of the server's named problems means to the admin, and what to check (decision 0550). */
const PROBLEMS: Readonly<Record<string, MessageDescriptor>> = {
  HOST_KEY: m.problemHostKey,
  AUTH: m.problemAuth,
  UNREACHABLE: m.problemUnreachable,
  NO_DIRECTORY: m.problemNoDirectory,
  PGP_KEY: m.problemPgpKey,
};

export const SOURCES: Readonly<Record<BureauConnectionView['source'], MessageDescriptor>> = {
  settings: m.sourceSettings,
  environment: m.sourceEnvironment,
  sandbox: m.sourceSandbox,
};

export const CONNECTION_FAILED = m.connectionFailed;

/** The test's answer as the check card shows it: the named problem as the title, the server's detail below it. */
export const testOutcome = (answer: v.InferOutput<typeof BureauConnectionTest>): CheckOutcome => ({
  ok: answer.ok,
  title: answer.ok ? m.connectionWorks : (PROBLEMS[answer.problem ?? ''] ?? CONNECTION_FAILED),
  message: answer.message,
});

/**
 * The sandbox bureau this server runs (decision 0570): one click fills the form with its connection, values only the
 * server knows (its port, keys and host key); the admin then saves and tests as for any bureau.
 */
function SandboxFill({ client, onFill }: { client: ApiClient; onFill: (values: BureauConnectionInput) => void }) {
  const { formatMessage: t } = useIntl();
  const fill = useMutation({
    mutationFn: () => client.call(getSandboxBureauConnection, {}),
    onSuccess: (answer) => (answer.connection ? onFill(answer.connection) : undefined),
  });
  return (
    <Stack gap="2" align="flex-start">
      <Text color="fg.muted">{t(m.thisServerRunsASandbox)}</Text>
      <Button variant="outline" loading={fill.isPending} onClick={() => fill.mutate()}>
        {t(m.useTheSandboxBureau)}
      </Button>
      {fill.data && !fill.data.connection ? <Text>{t(m.theSandboxBureauIsNot)}</Text> : null}
      {fill.isError ? <Text color="fg.error">{t(m.couldNotGetTheSandbox)}</Text> : null}
    </Stack>
  );
}

export function ConnectionForm({ client, view }: { client: ApiClient; view: BureauConnectionView }) {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  // The sandbox's values until they are saved; the saved view (secrets masked) fills the form after that.
  const [filled, setFilled] = useState<BureauConnectionInput | null>(null);
  const save = useConfigMutation({
    mutationFn: (values: BureauConnectionInput) => client.call(saveBureauConnection, { body: bodyOf(values) }),
    toasts: { pending: m.savingTheConnection, success: m.connectionSaved, error: m.couldNotSaveTheConnection },
    onSuccess: (answer) => {
      setFilled(null);
      queryClient.setQueryData(endpointKey(getBureauConnection, {}, {}), answer);
    },
  });
  return (
    <Stack gap="4">
      {view.sandboxEndpoint ? <SandboxFill client={client} onFill={setFilled} /> : null}
      {filled ? <Text role="status">{t(m.filledFromTheSandboxBureau)}</Text> : null}
      <SchemaForm
        key={filled ? 'sandbox' : 'saved'}
        schema={BureauConnectionBody}
        defaultValues={filled ? draftFromSandbox(filled) : draftOf(view)}
        fields={bureauFields(view)}
        submitLabel={t(m.saveConnection)}
        onSubmit={(values) => save.mutateAsync(values)}
      />
    </Stack>
  );
}
