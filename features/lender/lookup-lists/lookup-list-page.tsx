import { Button } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { LuPencil, LuUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { LOOKUP_FIELDS, type LookupValue } from '../../../api/lookup-list.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { can } from '../../../kit/permission.ts';
import { chipCell } from '../../../kit/status-chip.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { lookupListsLookupListPageMessages as m } from '../messages/lookup-lists-lookup-list-page.ts';
import { LookupListEditor } from './lookup-list-editor.tsx';
import { LookupListImport } from './lookup-list-import.tsx';
import type { LookupListScreenSpec } from './lookup-list-pages.ts';
import { lookupListSource, lookupPanelOf } from './lookup-list-queries.ts';
import type { LookupListSearch } from './lookup-list-search.ts';

const column = createColumnHelper<LookupValue>();
const columns = [
  column.accessor('code', { header: columnHeader(m.code) }),
  column.accessor('label', { header: columnHeader(m.label) }),
  column.accessor('active', {
    header: columnHeader(m.active),
    cell: chipCell((row) =>
      row.active ? { words: m.active, palette: 'green' } : { words: m.inactive, palette: 'gray' },
    ),
  }),
];

/**
 * The one screen of every simple lookup list (purpose types, refinance reasons, employment and occupancy status):
 * the list in the kit's table; for writers, editing the whole list and the CSV import, each a panel named in the URL.
 */
export function LookupListPage(props: ConsolePageProps<LookupListSearch> & { spec: LookupListScreenSpec }) {
  const { formatMessage: t } = useIntl();
  const { spec, client, fiId = 0, session, search, navigateSearch } = props;
  const editable = can(session, 'generalSetup');
  const mode = lookupPanelOf(session, search.mode);
  const close = () => navigateSearch({ mode: undefined });
  const title = t(spec.title);
  const lower = title.toLowerCase();
  return (
    <>
      <PageHeader
        title={mode ? t(mode === 'import' ? m.importTitle : m.editTitle, { list: lower }) : title}
        description={t(spec.description)}
        actions={
          editable && !mode ? (
            <>
              <Button variant="outline" size="sm" onClick={() => navigateSearch({ mode: 'import' })}>
                <LuUpload aria-hidden="true" /> {t(m.importCsv)}
              </Button>
              <Button colorPalette="brand" size="sm" onClick={() => navigateSearch({ mode: 'edit' })}>
                <LuPencil aria-hidden="true" /> {t(m.editList)}
              </Button>
            </>
          ) : null
        }
      />
      {mode === 'edit' ? (
        <LookupListEditor spec={spec} client={client} fiId={fiId} onClose={close} />
      ) : mode === 'import' ? (
        <LookupListImport spec={spec} client={client} fiId={fiId} onClose={close} />
      ) : (
        <PagedTable
          label={spec.title}
          {...lookupListSource(spec.list, client, fiId, search)}
          onSearchChange={navigateSearch}
          fields={LOOKUP_FIELDS}
          columns={columns}
          rowKey={(value) => value.code}
          csvFileName={spec.list.kind}
          errorMessage={t(spec.loadFailure)}
          emptyMessage={t(m.noneYet, { list: lower })}
        />
      )}
    </>
  );
}
