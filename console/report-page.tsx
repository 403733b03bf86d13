import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import type { Endpoint } from '../api/endpoint.ts';
import type { ListFields } from '../api/paged-list.ts';
import { isCalendarDate } from '../api/reports.ts';
import { REPORT_MESSAGES } from '../domain/billing/reports.ts';
import type { ConsolePageProps } from '../kit/console-page.ts';
import type { TableColumns } from '../kit/data-table.tsx';
import { csvQueryOf, listSearchEntries } from '../kit/list-search.ts';
import { DOWNLOAD_MESSAGES, type ParamsOf, type RowOf } from '../kit/paged-list.ts';
import { PagedTable } from '../kit/paged-table.tsx';
import { saveBlobFile } from '../kit/save-file.ts';
import { runWithToasts } from '../kit/toasts.ts';
import { type Content, contentNode, type Words, wordsOf } from '../kit/words.ts';
import { FormField } from '../ui/form-field.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { reportPageMessages as m } from './messages/report-page.ts';
import { reportListSource } from './report-list.ts';

const day = v.fallback(v.optional(v.pipe(v.string(), v.check(isCalendarDate))), undefined);
/** A report's URL search: the list's page, sort and filters plus its date range (YYYY-MM-DD, 002 §9). */
export const reportSearchSchema = v.object({ ...listSearchEntries, from: day, to: day });
export type ReportSearch = v.InferOutput<typeof reportSearchSchema>;

export interface ReportPageProps<E extends Endpoint> {
  readonly title: Words;
  readonly description: Content;
  /** The table's accessible name. */
  readonly label: Words;
  readonly endpoint: E;
  /** The page the report stands on: its client and URL search, from the route. */
  readonly page: Pick<ConsolePageProps<ReportSearch>, 'client' | 'search' | 'navigateSearch'>;
  readonly params?: ParamsOf<E> | undefined;
  readonly fields: ListFields;
  readonly columns: TableColumns<RowOf<E>>;
  /** Download file name without extension ('redemption-report'). */
  readonly fileName: string;
  readonly errorMessage: Words;
  /** Say a load failure as a toast too (the seed's report load failures, 002 §8). */
  readonly failureToast?: Words | undefined;
  readonly emptyMessage: Content;
  readonly rowActions?: ((row: RowOf<E>) => ReactNode) | undefined;
  /** Above the table (a generate form). */
  readonly children?: ReactNode;
}

/** What a report screen declares; the page's client and URL search come from its route. */
export type ReportSpec<E extends Endpoint> = Omit<ReportPageProps<E>, 'page'>;

/** A console page that is a report and nothing more: its title, endpoint, fields, columns and messages. */
export function reportPage<E extends Endpoint>(spec: ReportSpec<E>) {
  return function Report(page: ConsolePageProps<ReportSearch>) {
    return <ReportPage {...spec} page={page} />;
  };
}

/**
 * A report screen: title, date range, the filters and paged table of the list kit, and Download CSV / Download XLSX
 * of the filtered rows (same filters, dates and sort). Each admin report is this plus its columns.
 */
export function ReportPage<E extends Endpoint>(props: ReportPageProps<E>) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const { endpoint, params } = props;
  const { search, navigateSearch, client } = props.page;
  const [downloading, setDownloading] = useState(false);
  const source = reportListSource(endpoint, client, params, search);
  const { search: listSearch, extraQuery: dates } = source;
  const badOrder = Boolean(search.from && search.to && search.from > search.to);
  const setDate = (key: 'from' | 'to', value: string) =>
    navigateSearch({ [key]: isCalendarDate(value) ? value : undefined, page: undefined });

  const downloadXlsx = async () => {
    setDownloading(true);
    try {
      await runWithToasts(
        async () => {
          const blob = await client.call(endpoint as Endpoint, {
            params,
            query: { ...csvQueryOf(listSearch), ...dates, format: 'xlsx' },
            suppressServerErrorRedirect: true,
          });
          if (!(blob instanceof Blob)) throw new Error('The server did not answer a spreadsheet');
          saveBlobFile(`${props.fileName}.xlsx`, blob);
        },
        DOWNLOAD_MESSAGES,
        intl,
      );
    } catch {
      // The error toast has told the user.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title={wordsOf(intl, props.title)} description={contentNode(props.description)} />
      {props.children}
      <HStack gap="3" align="flex-end" flexWrap="wrap">
        <DateInput label={t(m.from)} value={search.from} onChange={(value) => setDate('from', value)} />
        <DateInput
          label={t(m.to)}
          value={search.to}
          onChange={(value) => setDate('to', value)}
          error={badOrder ? REPORT_MESSAGES.dateOrder : undefined}
        />
      </HStack>
      <PagedTable
        label={props.label}
        {...source}
        onSearchChange={(update) => navigateSearch(update)}
        fields={props.fields}
        columns={props.columns}
        csvFileName={`${props.fileName}.csv`}
        errorMessage={props.errorMessage}
        failureToast={props.failureToast}
        emptyMessage={props.emptyMessage}
        rowActions={props.rowActions}
        actions={
          <Button size="sm" variant="outline" loading={downloading} onClick={() => void downloadXlsx()}>
            <LuDownload aria-hidden="true" /> {t(m.downloadXlsx)}
          </Button>
        }
      />
    </Stack>
  );
}

function DateInput(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Stack maxW="12rem" flex="1 1 10rem">
      <FormField label={props.label} errorText={props.error}>
        <Input
          type="date"
          size="sm"
          value={props.value ?? ''}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </FormField>
    </Stack>
  );
}
