import { Alert, Button, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { LuDownload } from 'react-icons/lu';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { CSV_TEMPLATES, type CsvTemplateType } from '../domain/catalog/csv-templates.ts';
import { MAX_UPLOAD_BYTES } from '../domain/catalog/limits.ts';
import { humanizeKey } from '../domain/validation/primitives.ts';
import {
  type CsvImportContext,
  type CsvImportEvent,
  type CsvRowError,
  csvImportMachine,
} from '../machines/import/csv-import.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { FileDrop } from '../ui/file-drop.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CsvRowErrors, CsvRowsPreview, rowsLabel } from './csv-import-preview.tsx';
import { type CsvColumn, type CsvRowSchema, csvRowErrors, parseCsvFile } from './csv-rows.ts';
import { csvImportPanelMessages as m } from './messages/csv-import-panel.ts';
import { DOWNLOAD_MESSAGES } from './paged-list.ts';
import { saveTextFile } from './save-file.ts';
import { runWithToasts } from './toasts.ts';
import { useAppActor } from './use-app-actor.ts';

export type { CsvColumn, CsvRowSchema };

/** What the upload function gets beside the File, ready to spread into the API client's call options. */
export interface CsvUploadRequest {
  /** The file under the caller's form-field name: the client sends it as multipart. */
  readonly files: Readonly<Record<string, File>>;
  /** Aborted when the user cancels the upload. */
  readonly signal: AbortSignal;
  /** For uploaders that can tell their progress (percent); the bar is indeterminate until one does. */
  readonly reportProgress: (percent: number) => void;
}

/** Fetches a template CSV: GET /fi/{fiId}/download needs the session's token, so it is a call, not a link. */
export type DownloadCsvTemplate = () => Promise<{ readonly fileName: string; readonly text: string }>;

export interface CsvImportPanelProps {
  /** Names the file, e.g. "Branch file". */
  label: string;
  /** The multipart form field the server reads, e.g. branchDocument. */
  fieldName: string;
  /** Each row is checked against it before anything is sent (domain/validation schemas, seed messages). */
  rowSchema: CsvRowSchema;
  /** The columns shown in the preview, and the labels row errors name. */
  columns: readonly CsvColumn[];
  downloadTemplate?: DownloadCsvTemplate;
  onUpload: (file: File, request: CsvUploadRequest) => Promise<{ imported: number }>;
  /** A warning the user must accept before the upload (e.g. the import replaces all existing branches). */
  confirm?: string;
  onDone?: (result: { imported: number }) => void;
}

const ACCEPT = ['.csv', 'text/csv'] as const;

/** The template is saved like any download: pending, ready or 'Failed to download' (002 §8). */
async function saveTemplate(download: DownloadCsvTemplate, intl: IntlShape) {
  await runWithToasts(
    async () => {
      const template = await download();
      saveTextFile(template.fileName, template.text, 'text/csv');
    },
    DOWNLOAD_MESSAGES,
    intl,
  ).catch(() => undefined);
}

/** "Download the template" for a CSV upload: this panel's and the consumer file's. */
export function TemplateDownloadButton({ download }: { download: DownloadCsvTemplate }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  return (
    <Button
      variant="plain"
      colorPalette="brand"
      size="sm"
      px="0"
      w="fit-content"
      onClick={() => void saveTemplate(download, intl)}
    >
      <LuDownload aria-hidden="true" /> {t(m.downloadTheTemplate)}
    </Button>
  );
}

/** A screen's words for a template's headers, by header; a module constant, so the columns stay put between renders. */
export type CsvColumnLabels = Readonly<Partial<Record<string, MessageDescriptor>>>;

/**
 * The panel's `columns` for an upload with a template (domain/catalog/csv-templates.ts): the template's headers, in
 * its order, each under the screen's label for it or else the header in words ('productName' → 'Product name'). One
 * list while the language stays: the preview's table keeps its columns between renders.
 */
export function useTemplateColumns(template: CsvTemplateType, labels: CsvColumnLabels): readonly CsvColumn[] {
  const { formatMessage: t } = useIntl();
  return useMemo(
    () =>
      CSV_TEMPLATES[template].columns.map((key) => {
        const label = labels[key];
        return { key, label: label ? t(label) : humanizeKey(key) };
      }),
    [template, labels, t],
  );
}

/** The largest upload, in the hint's megabytes. */
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * The import flow of a console CSV upload, bound to the csvImport statechart: choose a file → read with papaparse →
 * rows checked against `rowSchema` → preview with every problem → Upload (confirmed first when `confirm` is given)
 * → progress → how many rows were imported, or the server's message.
 *
 * @example
 *   <CsvImportPanel label="Branch file" fieldName="branchDocument" rowSchema={branchRowSchema}
 *     columns={BRANCH_COLUMNS} downloadTemplate={() => calls.downloadTemplate(fiId, 'branches')}
 *     confirm="The import replaces all existing branches."
 *     onUpload={(_file, { files, signal }) => client.call(importBranches, { params: { fiId }, files, signal })} />
 */
export function CsvImportPanel(props: CsvImportPanelProps) {
  const { formatMessage: t } = useIntl();
  const { state, context, busy, send } = useCsvImport(props);
  const choosing = state === 'select' || state === 'parsing' || state === 'validating';
  return (
    <Stack gap="5">
      {choosing ? (
        <FileChooser
          label={props.label}
          state={state}
          context={context}
          busy={busy}
          send={send}
          downloadTemplate={props.downloadTemplate}
        />
      ) : (
        <ChosenFile
          name={context.file?.name ?? ''}
          rows={context.rows.length}
          busy={busy}
          onChooseAnother={() => send({ type: 'import.chooseAnother' })}
        />
      )}

      {state === 'preview' || state === 'confirming' || state === 'uploading' ? (
        <CsvRowsPreview rows={context.rows} columns={props.columns} />
      ) : null}
      {state === 'preview' && context.rowErrors.length > 0 ? <CsvRowErrors errors={context.rowErrors} /> : null}
      {(state === 'preview' || state === 'confirming') && context.rowErrors.length === 0 ? (
        <HStack>
          <Button colorPalette="brand" onClick={() => send({ type: 'import.upload' })}>
            {t(m.upload)}
          </Button>
        </HStack>
      ) : null}

      {state === 'uploading' ? (
        <UploadProgress context={context} onCancel={() => send({ type: 'import.cancel' })} />
      ) : null}

      {state === 'done' ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t(m.imported, { value: rowsLabel(context.imported ?? 0) })}</Alert.Title>
        </Alert.Root>
      ) : null}

      {state === 'failed' ? (
        <ImportFailed failure={context.failure} onRetry={() => send({ type: 'import.retry' })} />
      ) : null}

      {props.confirm !== undefined ? (
        <ConfirmDialog
          open={state === 'confirming'}
          title={t(m.upload2, { value: context.file?.name ?? t(m.thisFile) })}
          description={props.confirm}
          confirmLabel={t(m.upload)}
          onConfirm={() => send({ type: 'import.confirm' })}
          onCancel={() => send({ type: 'import.cancel' })}
        />
      ) : null}
    </Stack>
  );
}

type SendImportEvent = (event: CsvImportEvent) => void;

/**
 * The csvImport actor with the panel's own read, check and upload steps. The steps read the latest props when they
 * run (a ref), so a parent that re-renders with new callbacks does not restart the import.
 */
function useCsvImport(props: CsvImportPanelProps) {
  const latest = useRef(props);
  latest.current = props;
  const actor = useAppActor(
    () =>
      csvImportMachine.provide({
        actors: {
          // The machine holds the File the user chose (a File is the machine's CsvImportFile).
          parseFile: fromPromise(({ input }) => parseCsvFile(input.file as File)),
          validateRows: fromPromise(
            async ({ input }): Promise<readonly CsvRowError[]> =>
              csvRowErrors(input.rows, latest.current.rowSchema, latest.current.columns),
          ),
          uploadFile: fromPromise(({ input, signal }) => {
            const file = input.file as File;
            const { fieldName, onUpload } = latest.current;
            return onUpload(file, { files: { [fieldName]: file }, signal, reportProgress: input.reportProgress });
          }),
        },
      }),
    { input: { requiresConfirmation: props.confirm !== undefined } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const state = String(snapshot.value);

  const done = state === 'done' ? snapshot.context.imported : null;
  useEffect(() => {
    if (done !== null) latest.current.onDone?.({ imported: done });
  }, [done]);

  const send: SendImportEvent = actor.send;
  return { state, context: snapshot.context, busy: snapshot.hasTag('busy'), send };
}

/** Before a file is read: the drop zone, the template download, and while reading or checking, a way to stop. */
function FileChooser(props: {
  label: string;
  state: string;
  context: CsvImportContext;
  busy: boolean;
  send: SendImportEvent;
  downloadTemplate: CsvImportPanelProps['downloadTemplate'];
}) {
  const { formatMessage: t } = useIntl();
  const { state, context, send } = props;
  return (
    <Stack gap="3">
      <FileDrop
        label={props.label}
        accept={ACCEPT}
        file={context.file}
        hint={t(m.hint, { mb: MAX_UPLOAD_MB })}
        errorText={context.fileError}
        disabled={props.busy}
        onFile={(file) => send({ type: 'file.choose', file })}
      />
      {props.downloadTemplate ? <TemplateDownloadButton download={props.downloadTemplate} /> : null}
      {state !== 'select' ? (
        <HStack gap="3" role="status">
          <Spinner size="sm" color="brand.600" />
          <Text>
            {state === 'parsing' ? t(m.readingYourFile) : t(m.checkingRows, { rows: rowsLabel(context.rows.length) })}
          </Text>
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'import.cancel' })}>
            {t(m.cancel)}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function UploadProgress({ context, onCancel }: { context: CsvImportContext; onCancel: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="2" role="status">
      <Progress.Root value={context.progress} colorPalette="brand" size="sm">
        {/* The track is the progressbar (Ark): its name goes there. */}
        <Progress.Track aria-label={t(m.uploadProgress)}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between">
        <Text>
          {t(m.uploading, {
            name: context.file?.name,
            value: context.progress !== null ? ` (${context.progress}%)` : '…',
          })}
        </Text>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t(m.cancelUpload)}
        </Button>
      </HStack>
    </Stack>
  );
}

function ImportFailed({ failure, onRetry }: { failure: string | null; onRetry: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="3">
      <ErrorAlert message={failure} />
      <HStack>
        <Button colorPalette="brand" onClick={onRetry}>
          {t(m.tryAgain)}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Once a file is read: which file, how many rows, and the way back to choosing another. */
function ChosenFile(props: { name: string; rows: number; busy: boolean; onChooseAnother: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap" borderWidth="1px" rounded="md" px="4" py="3" bg="bg">
      <Text>
        <Text as="span" fontWeight="600" wordBreak="break-all">
          {props.name}
        </Text>{' '}
        · {rowsLabel(props.rows)}
      </Text>
      <Button size="sm" variant="outline" disabled={props.busy} onClick={props.onChooseAnother}>
        {t(m.chooseAnotherFile)}
      </Button>
    </HStack>
  );
}
