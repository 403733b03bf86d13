import { Alert, Button, Text } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import type { CatalogueProduct, LenderCampaign } from '../../../api/lender-campaigns.ts';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import { linearSteps, StatechartStepper } from '../../../kit/statechart-stepper.tsx';
import { useTypedConfirmation } from '../../../kit/typed-confirmation.tsx';
import { said, type Words } from '../../../kit/words.ts';
import { ENROLLMENT_STEP_LIST, enrollmentStepOf } from '../../../machines/enrollment/enrollment-import.ts';
import { enrollmentEnrollmentJourneyMessages as m } from '../messages/enrollment-enrollment-journey.ts';
import type { EnrollmentSearch } from './enrollment-search.ts';
import { EnrollmentStepBody } from './enrollment-step-body.tsx';
import { useEnrollmentImport } from './use-enrollment-import.ts';

const REPLACE: Readonly<Record<string, MessageDescriptor>> = {
  productConfiguration: m.chooseAnotherFile,
  validationResults: m.importAnotherFile,
};

interface JourneyProps {
  client: ApiClient;
  fiId: number;
  campaign: LenderCampaign;
  products: readonly CatalogueProduct[];
  /** The page's URL: the step is the journey's. */
  search: EnrollmentSearch;
}

/** The enrollment steps of the next campaign, driven by the enrollmentImport statechart. */
export function EnrollmentJourney({ client, fiId, campaign, products, search }: JourneyProps) {
  const { formatMessage: t } = useIntl();
  const { actor, snapshot } = useEnrollmentImport(client, fiId, campaign, search);
  const confirm = useTypedConfirmation();
  const { context } = snapshot;
  const state = String(snapshot.value);
  const current = enrollmentStepOf(state);
  const step = (type: 'step.next' | 'import.replace' | 'enroll') => () => actor.send({ type });
  const upload = async () => {
    const file = context.file?.name ?? t(m.theFile);
    const description = said(m.importFileFor, { file, campaign: campaign.name });
    const ok = await confirm({
      kind: 'importCampaignFile',
      title: m.importCampaignFile,
      description,
      confirmLabel: m.import,
    });
    if (ok) actor.send({ type: 'import.upload', confirmation: CONFIRMATION_WORDS.importCampaignFile });
  };
  const applied = context.campaignFile?.status === 'COMPLETE';
  const next: Record<string, { label: Words; onClick: () => void; disabled?: boolean }> = {
    selectFile: { label: m.import, onClick: () => void upload(), disabled: !context.file },
    productConfiguration: { label: m.validate, onClick: step('step.next') },
    ...(applied ? { validationResults: { label: m.next, onClick: step('step.next') } } : {}),
    uploadDisclosures: { label: m.next, onClick: step('step.next') },
    redeemLimits: { label: m.next, onClick: step('step.next') },
    configureProducts: { label: m.next, onClick: step('step.next') },
    summary: { label: said(m.enrollIn, { campaign: campaign.name }), onClick: step('enroll') },
  };
  const replace = REPLACE[state];
  return (
    <StatechartStepper
      label={t(m.enrollmentSteps)}
      stacked
      steps={linearSteps(ENROLLMENT_STEP_LIST, current)}
      current={current}
      failure={context.failure}
      busy={snapshot.hasTag('busy')}
      previous={snapshot.can({ type: 'step.back' }) ? { onClick: () => actor.send({ type: 'step.back' }) } : undefined}
      next={next[state]}
      actions={
        replace ? (
          <Button variant="outline" onClick={step('import.replace')}>
            {t(replace)}
          </Button>
        ) : null
      }
    >
      <EnrollmentStepBody {...{ client, fiId, state, context, products }} send={(event) => actor.send(event)} />
      {state === 'summary' ? (
        <Text>
          {t(m.activeProductsWillBeOffered, {
            length: products.filter((p) => p.status === 'active').length,
            name: campaign.name,
          })}
        </Text>
      ) : null}
      {state === 'enrolled' ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t(m.youAreEnrolledIn, { name: campaign.name })}</Alert.Title>
        </Alert.Root>
      ) : null}
    </StatechartStepper>
  );
}
