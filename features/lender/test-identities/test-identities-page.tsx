import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { LuShieldCheck } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  listTestIdentities,
  TEST_IDENTITY_FIELDS,
  type TestIdentity,
  validateTestIdentity,
} from '../../../api/test-identities.ts';
import { ListPage } from '../../../console/list-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { useInPlaceEditor } from '../../../kit/in-place-editor.tsx';
import type { ListSearch } from '../../../kit/list-search.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { can } from '../../../kit/permission.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { columnHeader } from '../../../kit/words.ts';
import { testIdentitiesTestIdentitiesPageMessages as m } from '../messages/test-identities-test-identities-page.ts';
import { TestIdentityForm } from './test-identity-form.tsx';

const nameOf = (identity: TestIdentity) => `${identity.firstName} ${identity.lastName}`;
const column = createColumnHelper<TestIdentity>();
const columns = [
  column.accessor('lastName', { header: columnHeader(m.name), cell: (cell) => nameOf(cell.row.original) }),
  column.accessor('dateOfBirth', { header: columnHeader(m.dateOfBirth) }),
  column.accessor('ssnLastFour', { header: columnHeader(m.ssn), cell: (cell) => `•••-••-${cell.getValue()}` }),
  column.accessor('state', { header: columnHeader(m.state), cell: (cell) => cell.getValue() ?? '—' }),
  column.accessor('lastValidation', {
    header: columnHeader(m.lastValidation),
    cell: (cell) => {
      const run = cell.getValue();
      if (!run)
        return (
          <Text color="fg.muted">
            <FormattedMessage {...m.notValidated} />
          </Text>
        );
      return (
        <Stack gap="1" align="flex-start" minW="60" maxW="sm">
          <Badge colorPalette={run.outcome === 'PASSED' ? 'green' : 'red'}>{run.code ?? run.outcome}</Badge>
          <Text textStyle="sm" whiteSpace="normal">
            {run.message}
          </Text>
        </Stack>
      );
    },
  }),
];

/** /lender/console/testIdentities (002 §1, §7): identities to try journeys with, each validated against the vendor. */
export function TestIdentitiesPage(page: ConsolePageProps<ListSearch>) {
  const { client, fiId = 0, session } = page;
  const { formatMessage: t } = useIntl();
  const editor = useInPlaceEditor({
    addLabel: t(m.addTestIdentity),
    editLabel: (identity: TestIdentity) => t(m.editName, { name: nameOf(identity) }),
  });
  const validate = useConfigMutation({
    mutationFn: (identity: TestIdentity) => client.call(validateTestIdentity, { params: { fiId, id: identity.id } }),
    toasts: {
      pending: m.validatingWithTheIdentityVendor,
      success: (identity) =>
        `${nameOf(identity)}: ${identity.lastValidation?.outcome === 'PASSED' ? 'passed' : 'failed'}`,
      error: m.couldNotValidateTheTest,
    },
    invalidate: [listQueryKey(listTestIdentities)],
  });
  return (
    <ListPage
      page={page}
      title={m.testIdentities}
      description={m.peopleToTryYourJourneys}
      writable={can(session, 'generalSetup')}
      headerActions={editor.addButton}
      panel={editor.panel((identity, close) => (
        <TestIdentityForm client={client} fiId={fiId} identity={identity} onDone={close} />
      ))}
      label={m.testIdentities2}
      endpoint={listTestIdentities}
      params={{ fiId }}
      fields={TEST_IDENTITY_FIELDS}
      columns={columns}
      csvFileName="test-identities"
      errorMessage={m.thereWasAnErrorGetting}
      emptyMessage={m.noTestIdentitiesYet}
      rowActions={(identity) => (
        <>
          <Button
            size="xs"
            variant="outline"
            aria-label={t(m.validate2, { value: nameOf(identity) })}
            loading={validate.isPending && validate.variables?.id === identity.id}
            onClick={() => validate.mutate(identity)}
          >
            <LuShieldCheck /> {t(m.validate)}
          </Button>
          {editor.editButton(identity)}
        </>
      )}
    />
  );
}
