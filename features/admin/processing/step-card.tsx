import type { ReactNode } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import type { ProcessingStep } from '../../../api/processing.ts';
import type { Session } from '../../../api/session.ts';
import { ProcessingStepCard } from '../../../console/processing-step-card.tsx';
import { STEP_TITLES } from '../../../domain/catalog/processing-steps.ts';
import { can } from '../../../kit/permission.ts';
import { useProcessing } from './use-processing.ts';

/** A step's card wired to the pipeline's calls (start carries the embedder and, for e-mails, the publish time). */
export function StepCard(props: {
  client: ApiClient;
  session: Session;
  campaignId: string;
  step: ProcessingStep;
  title?: string;
  publishAt?: string | undefined;
  children?: ReactNode;
}) {
  const { start, retry, cancel, busy } = useProcessing(props.client, props.campaignId);
  const { step } = props;
  return (
    <ProcessingStepCard
      title={props.title ?? STEP_TITLES[step.step]}
      step={step}
      canWrite={can(props.session, 'processing')}
      busy={busy}
      onStart={() =>
        void start.mutateAsync({
          step: step.step,
          ...(step.embedderId === null ? {} : { embedderId: step.embedderId }),
          ...(props.publishAt ? { publishAt: props.publishAt } : {}),
        })
      }
      onRetry={() => void retry.mutateAsync(step)}
      onCancel={() => void cancel.mutateAsync(step)}
    >
      {props.children}
    </ProcessingStepCard>
  );
}
