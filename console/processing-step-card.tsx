import { Badge, Box, Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ProcessingStep } from '../api/processing.ts';
import { JOB_STATUS_LABELS } from '../domain/catalog/consumer-files.ts';
import { progressRate } from '../domain/catalog/processing-steps.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { processingStepCardMessages as m } from './messages/processing-step-card.ts';

/** Each status's badge colour; a step not run yet is gray. */
const PALETTE: Partial<Record<ProcessingStep['status'], string>> = {
  scheduled: 'blue',
  running: 'blue',
  complete: 'green',
  failed: 'red',
  canceled: 'orange',
};
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function eta(t: IntlShape['formatMessage'], seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return t(m.seconds, { seconds });
  return t(m.minutesSeconds, { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

export interface ProcessingStepCardProps {
  readonly title: string;
  readonly step: ProcessingStep;
  /** The signed-in admin may run steps (processing write). */
  readonly canWrite: boolean;
  readonly busy?: boolean;
  readonly onStart: () => void;
  readonly onRetry: () => void;
  readonly onCancel: () => void;
  /** A link to the step's own page, extra settings (publish time), or its results. */
  readonly children?: ReactNode;
}

/**
 * One step of the campaign processing pipeline: its status, a live progress bar (rows done / total, rate in rows
 * per second and the time left while it runs), why it failed, and the start / retry / cancel the pipeline allows.
 */
export function ProcessingStepCard({
  title,
  step,
  canWrite,
  busy,
  onStart,
  onRetry,
  onCancel,
  children,
}: ProcessingStepCardProps) {
  const { formatMessage: t } = useIntl();
  const percent =
    step.rowsTotal > 0
      ? Math.min(100, Math.round((step.rowsDone / step.rowsTotal) * 100))
      : step.status === 'complete'
        ? 100
        : 0;
  const { rate, etaSeconds } = progressRate(step, new Date());
  const running = step.status === 'running' || step.status === 'scheduled';
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
      <Stack gap="3">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Badge colorPalette={PALETTE[step.status] ?? 'gray'} variant="subtle" data-testid="step-status">
            {JOB_STATUS_LABELS[step.status]}
          </Badge>
        </HStack>
        <Progress.Root value={percent} max={100} colorPalette={step.status === 'failed' ? 'red' : 'brand'} size="md">
          <Progress.Track aria-label={t(m.progress, { title })}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" role="status">
          {[
            t(m.ofRows, { rowsDone: step.rowsDone, rowsTotal: step.rowsTotal }),
            ...(step.errorRows > 0 ? [t(m.withErrors, { count: step.errorRows })] : []),
            ...(rate !== null ? [t(m.rate, { rate: number.format(rate) })] : []),
            ...(running ? [t(m.timeLeft, { eta: eta(t, etaSeconds) })] : []),
          ].join(' · ')}
        </Text>
        {step.error ? <ErrorAlert message={step.error} /> : null}
        {children}
        {canWrite ? (
          <HStack gap="2" flexWrap="wrap">
            {step.canStart ? (
              <Button size="sm" colorPalette="brand" loading={busy} onClick={onStart}>
                {t(m.start, { value: title.toLowerCase() })}
              </Button>
            ) : null}
            {step.canRetry ? (
              <Button size="sm" colorPalette="brand" variant="outline" loading={busy} onClick={onRetry}>
                {t(m.retry)}
              </Button>
            ) : null}
            {step.canCancel ? (
              <Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={onCancel}>
                {t(m.cancel)}
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
