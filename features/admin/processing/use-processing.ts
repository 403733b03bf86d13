import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import {
  cancelProcessingStep,
  type ProcessingStep,
  retryProcessingStep,
  type StartStepBody,
  startProcessingStep,
} from '../../../api/processing.ts';
import { isJobPending } from '../../../domain/catalog/consumer-files.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { processingUseProcessingMessages as m } from '../messages/processing-use-processing.ts';
import { processingQuery } from './processing-queries.ts';

/** Polls this often while a step is queued or running (the live progress bars). */
export const PROCESSING_POLL_MS = 1000;

/** The campaign's pipeline, polled while any step runs, and the start / retry / cancel of its steps. */
export function useProcessing(client: ApiClient, campaignId: string) {
  const pipeline = processingQuery(client, campaignId);
  const query = useQuery({
    ...pipeline,
    refetchInterval: (q) =>
      q.state.data?.steps.some((step) => isJobPending(step.status)) ? PROCESSING_POLL_MS : false,
  });
  const invalidate = [pipeline.queryKey];
  const start = useConfigMutation({
    mutationFn: (body: StartStepBody) => client.call(startProcessingStep, { params: { campaignId }, body }),
    toasts: { pending: m.startingTheStep, success: m.stepStarted, error: m.couldNotStartTheStep },
    invalidate,
  });
  const retry = useConfigMutation({
    mutationFn: (step: ProcessingStep) =>
      client.call(retryProcessingStep, { params: { campaignId, stepId: step.stepId ?? '' } }),
    toasts: { pending: m.retryingTheStep, success: m.stepScheduledAgain, error: m.couldNotRetryTheStep },
    invalidate,
  });
  const cancel = useConfigMutation({
    mutationFn: (step: ProcessingStep) =>
      client.call(cancelProcessingStep, { params: { campaignId, stepId: step.stepId ?? '' } }),
    toasts: { pending: m.cancelingTheStep, success: m.stepCanceled, error: m.couldNotCancelTheStep },
    invalidate,
  });
  return { query, start, retry, cancel, busy: start.isPending || retry.isPending || cancel.isPending };
}
