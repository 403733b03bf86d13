import { Badge } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import {
  deleteIntegration,
  INTEGRATION_FIELDS,
  type Integration,
  listIntegrations,
} from '../../../api/integrations.ts';
import { ListPage } from '../../../console/list-page.tsx';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { cells } from '../../../kit/display-cells.ts';
import { useInPlaceEditor } from '../../../kit/in-place-editor.tsx';
import type { ListSearch } from '../../../kit/list-search.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { can } from '../../../kit/permission.ts';
import { useDeleteAction } from '../../../kit/row-actions.tsx';
import { columnHeader, wordsNode } from '../../../kit/words.ts';
import { integrationIntegrationPageMessages as m } from '../messages/integration-integration-page.ts';
import { IntegrationForm } from './integration-form.tsx';

const STATUS_COLORS = { PENDING: 'gray', TESTED: 'blue', ACTIVE: 'green' } as const;
const column = createColumnHelper<Integration>();
const columns = [
  column.accessor('type', { header: columnHeader(m.type) }),
  column.accessor('productCategory', { header: columnHeader(m.productCategory), cell: cells.label }),
  column.accessor('endpointUrl', { header: columnHeader(m.endpointUrl) }),
  column.accessor('accessTokenMasked', { header: columnHeader(m.accessToken), cell: (cell) => cell.getValue() ?? '—' }),
  column.accessor('funding', {
    header: columnHeader(m.funding),
    cell: (cell) => wordsNode(cell.getValue() ? m.yes : m.no),
  }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: (cell) => <Badge colorPalette={STATUS_COLORS[cell.getValue()]}>{labelOf(cell.getValue())}</Badge>,
  }),
];

/** /lender/console/integration (002 §2, §3): the lender's data-partner integrations, added and changed in place. */
export function IntegrationPage(page: ConsolePageProps<ListSearch>) {
  const { client, fiId = 0, session } = page;
  const { formatMessage: t } = useIntl();
  const editor = useInPlaceEditor({
    addLabel: t(m.addIntegration),
    editLabel: (integration: Integration) => t(m.editIntegration, { type: integration.type }),
  });
  const remove = useDeleteAction({
    noun: m.integrationNoun,
    nameOf: (integration: Integration) => t(m.typeIntegration, { type: integration.type }),
    mutationFn: (integration) => client.call(deleteIntegration, { params: { fiId, integrationId: integration.id } }),
    invalidate: [listQueryKey(listIntegrations)],
    description: m.itsAccessTokenGoesWith,
  });
  return (
    <ListPage
      page={page}
      title={m.integration}
      description={m.whereYourLoanLeadsGo}
      writable={can(session, 'generalSetup')}
      headerActions={editor.addButton}
      panel={editor.panel((integration, close) => (
        <IntegrationForm client={client} fiId={fiId} integration={integration} onDone={close} />
      ))}
      label={m.integrations}
      endpoint={listIntegrations}
      params={{ fiId }}
      fields={INTEGRATION_FIELDS}
      columns={columns}
      csvFileName="integrations"
      errorMessage={m.thereWasAnErrorGetting}
      emptyMessage={m.noIntegrationsYet}
      rowActions={(integration) => (
        <>
          {editor.editButton(integration)}
          {remove.button(integration)}
        </>
      )}
      dialog={remove.dialog}
    />
  );
}
