import { Alert, Button, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { CONSUMER_FILE_HANDOFF_LABEL, JOB_STATUS_LABELS } from '../domain/catalog/consumer-files.ts';
import { MAX_UPLOAD_BYTES } from '../domain/catalog/limits.ts';
import { ConfirmedAction } from '../kit/confirmed-action.tsx';
import { type DownloadCsvTemplate, TemplateDownloadButton } from '../kit/csv-import-panel.tsx';
import { rowsLabel } from '../kit/csv-import-preview.tsx';
import { runWithToasts } from '../kit/toasts.ts';
import { useAppActor } from '../kit/use-app-actor.ts';
import {
  type ConsumerFileJob,
  consumerFileImportMachine,
  JOB_CANCELED,
} from '../machines/import/consumer-file-import.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { FileDrop } from '../ui/file-drop.tsx';
import { consumerFilePanelMessages as m } from './messages/consumer-file-panel.ts';

export type { ConsumerFileJob };

export interface ConsumerFilePanelProps {
  /** The campaign's latest file: a running import is watched again, a finished one shows its result. */
  readonly latest: ConsumerFileJob | null;
  readonly upload: (file: File, signal: AbortSignal) => Promise<ConsumerFileJob>;
  readonly fetchJob: (fileId: string, signal: AbortSignal) => Promise<ConsumerFileJob>;
  /** Cancels the running import (the server answers 409 when it already ended). */
  readonly cancel: (fileId: string, signal: AbortSignal) => Promise<ConsumerFileJob>;
  readonly downloadTemplate: DownloadCsvTemplate;
  /** The per-row errors of a finished file (a paged table). */
  readonly errors: (fileId: string) => ReactNode;
  /** The import finished (lists of files may refresh). */
  readonly onFinished?: (() => void) | undefined;
  readonly disabled?: boolean | undefined;
}

/** 002 §8 toasts for the cancel (ours: the seed names no texts); a 409's message is the error toast's description. */
const CANCEL_TOASTS = {
  pending: m.cancelingTheImport,
  success: m.importCanceled,
  error: m.couldNotCancelTheImport,
} as const;

/** The largest upload, in the hint's megabytes. */
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Rows done of rows total as the bar and its words (0 of 0 while the job has not counted them yet). */
function JobProgress({ job }: { job: ConsumerFileJob }) {
  const { formatMessage: t } = useIntl();
  const percent = job.rowsTotal > 0 ? Math.round((job.rowsDone / job.rowsTotal) * 100) : 0;
  return (
    <Stack gap="2" role="status">
      <Progress.Root value={percent} colorPalette="brand" size="md" max={100}>
        <Progress.Track aria-label={t(m.importProgress)}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text>
        {t(m.ofChecked, {
          rowsDone: job.rowsDone,
          value: rowsLabel(job.rowsTotal),
          value2: JOB_STATUS_LABELS[job.status],
        })}
      </Text>
    </Stack>
  );
}

function Outcome({ job }: { job: ConsumerFileJob }) {
  const { formatMessage: t } = useIntl();
  const clean = job.errorRows === 0;
  return (
    <Alert.Root status={clean ? 'success' : 'warning'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t(m.validWithErrors, { value: rowsLabel(job.validRows), value2: rowsLabel(job.errorRows) })}
        </Alert.Title>
        <Alert.Description>
          {job.validRows > 0 ? t(m.validRowsGoTo, { handoff: CONSUMER_FILE_HANDOFF_LABEL }) : t(m.noValidRowsFixThe)}
          {clean ? '' : ` ${t(m.rowsWithErrorsAreLeft)}`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The cancel of a running import: a confirmed "Cancel import" while it runs (writers only), a spinner while the
 * server is asked, then what a cancel means.
 */
/** `stage`: the journey's state ('importing' for any of its substates). */
function ImportCancel(props: { stage: unknown; disabled?: boolean | undefined; onConfirm: () => void }) {
  const { formatMessage: t } = useIntl();
  if (props.stage === 'importing' && !props.disabled)
    return (
      <ConfirmedAction
        label={t(m.cancelImport)}
        title={t(m.cancelThisImport)}
        description={t(m.theImportStopsAtIts)}
        confirmLabel={t(m.cancelImport)}
        onConfirm={props.onConfirm}
      />
    );
  if (props.stage === 'canceling')
    return (
      <HStack gap="3" role="status">
        <Spinner size="sm" color="brand.600" />
        <Text>{t(m.cancelingTheImport)}</Text>
      </HStack>
    );
  if (props.stage === 'canceled')
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{JOB_CANCELED}</Alert.Title>
      </Alert.Root>
    );
  return null;
}

/**
 * The consumer file journey (the consumerFileImport statechart): choose a CSV → upload → the server's import job
 * validates it row by row while a progress bar shows rows done / total (a confirmed "Cancel import" stops it) →
 * counts and the per-row errors → replace or retry.
 */
export function ConsumerFilePanel(props: ConsumerFilePanelProps) {
  const { formatMessage: t } = useIntl();
  const { snapshot, send, finished } = useConsumerFileImport(props);
  const { context } = snapshot;
  return (
    <Stack gap="4">
      {snapshot.matches('choose') ? (
        <Stack gap="3">
          <FileDrop
            label={t(m.consumerFile)}
            accept={['.csv', 'text/csv']}
            file={context.file}
            hint={t(m.hint, { mb: MAX_UPLOAD_MB })}
            errorText={context.fileError}
            disabled={props.disabled}
            onFile={(file) => send({ type: 'file.choose', file })}
          />
          <HStack gap="3" flexWrap="wrap">
            <Button
              colorPalette="brand"
              disabled={!context.file || props.disabled}
              onClick={() => send({ type: 'import.upload' })}
            >
              {t(m.uploadAndValidate)}
            </Button>
            <TemplateDownloadButton download={props.downloadTemplate} />
          </HStack>
        </Stack>
      ) : null}
      {snapshot.matches('uploading') ? (
        <HStack gap="3" role="status">
          <Spinner size="sm" color="brand.600" />
          <Text>{t(m.uploading, { name: context.file?.name })}</Text>
        </HStack>
      ) : null}
      {context.job && (snapshot.hasTag('busy') || snapshot.matches('validated') || snapshot.matches('canceled')) ? (
        <JobProgress job={context.job} />
      ) : null}
      <ImportCancel
        stage={snapshot.matches('importing') ? 'importing' : snapshot.value}
        disabled={props.disabled}
        onConfirm={() => send({ type: 'import.cancel' })}
      />
      {snapshot.matches('validated') && context.job ? (
        <>
          <Outcome job={context.job} />
          {context.job.errorRows > 0 ? props.errors(context.job.fileId) : null}
        </>
      ) : null}
      {snapshot.matches('failed') ? <ErrorAlert message={context.failure} /> : null}
      {finished ? (
        <HStack gap="3" flexWrap="wrap">
          {snapshot.matches('failed') && (context.file || context.progressLost) ? (
            <Button colorPalette="brand" onClick={() => send({ type: 'import.retry' })}>
              {t(m.tryAgain)}
            </Button>
          ) : null}
          <Button variant="outline" disabled={props.disabled} onClick={() => send({ type: 'import.replace' })}>
            {t(m.replaceTheFile)}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/**
 * The consumerFileImport actor with the panel's upload and job-polling calls (read from the latest props when they
 * run), telling `onFinished` once the job is validated or failed.
 */
function useConsumerFileImport(props: ConsumerFilePanelProps) {
  const latest = useRef(props);
  latest.current = props;
  const words = useIntl();
  const intl = useRef(words);
  intl.current = words;
  const actor = useAppActor(
    () =>
      consumerFileImportMachine.provide({
        actors: {
          uploadFile: fromPromise(({ input, signal }) => latest.current.upload(input.file as File, signal)),
          fetchJob: fromPromise(({ input, signal }) => latest.current.fetchJob(input.fileId, signal)),
          cancelJob: fromPromise(({ input, signal }) =>
            runWithToasts(() => latest.current.cancel(input.fileId, signal), CANCEL_TOASTS, intl.current),
          ),
        },
      }),
    { input: { job: props.latest } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const finished = snapshot.matches('validated') || snapshot.matches('failed') || snapshot.matches('canceled');
  useEffect(() => {
    if (finished) latest.current.onFinished?.();
  }, [finished]);
  return { snapshot, send: actor.send, finished };
}
