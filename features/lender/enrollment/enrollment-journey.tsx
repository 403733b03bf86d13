import { Alert, Button, HStack, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import {
  type CatalogueProduct,
  chooseImportSource,
  enrollLender,
  type ImportSourceBody,
  type LenderCampaign,
  setRedeemLimit,
  uploadCampaignFile,
  validateCampaignFileCall,
} from '../../../api/lender-campaigns.ts';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import { RedeemLimitTable } from '../../../kit/redeem-limit-table.tsx';
import { useTypedConfirmation } from '../../../kit/typed-confirmation.tsx';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import {
  ENROLLMENT_STEPS,
  enrollmentImportMachine,
  type ImportOption,
  type SourceOption,
} from '../../../machines/enrollment/enrollment-import.ts';
import { FileDrop } from '../../../ui/file-drop.tsx';
import { CampaignFileErrors } from './campaign-file-errors.tsx';
import { campaignsKey, catalogueKey, enrollmentKey } from './campaign-queries.ts';
import { DisclosuresStep } from './disclosures-step.tsx';
import { EnrollmentProducts } from './enrollment-products.tsx';

type ImportSource = v.InferInput<typeof ImportSourceBody>;

const OPTIONS: readonly {
  value: ImportOption;
  label: string;
  kind?: 'dataReset' | 'blueprint' | 'previousCampaign';
}[] = [
  { value: 'FILE', label: 'Import a campaign file (CPLX or JSON)' },
  { value: 'SCRATCH', label: 'Start from scratch (your products are deactivated)', kind: 'dataReset' },
  { value: 'BLUEPRINT', label: 'Start from the UC blueprint', kind: 'blueprint' },
  { value: 'PREVCAMPAIGN', label: 'Keep your previous campaign’s products', kind: 'previousCampaign' },
];

interface JourneyProps {
  client: ApiClient;
  fiId: number;
  campaign: LenderCampaign;
  products: readonly CatalogueProduct[];
}

/** The enrollment steps of the next campaign, driven by the enrollmentImport statechart. */
export function EnrollmentJourney({ client, fiId, campaign, products }: JourneyProps) {
  const queryClient = useQueryClient();
  const confirm = useTypedConfirmation();
  const params = { fiId, campaignId: campaign.campaignId };
  const refresh = () =>
    Promise.all(
      [campaignsKey(fiId), enrollmentKey(fiId), catalogueKey(fiId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const actor = useAppActor(
    () =>
      enrollmentImportMachine.provide({
        actors: {
          applySource: fromPromise<unknown, { source: SourceOption; confirmation: string }>(async ({ input }) => {
            const body = { source: input.source, confirmation: input.confirmation } as ImportSource;
            const answer: unknown = await client.call(chooseImportSource, { params, body });
            await refresh();
            return answer;
          }),
          uploadFile: fromPromise(({ input }) =>
            client.call(uploadCampaignFile, {
              params,
              query: { confirmation: input.confirmation },
              files: { campaignFile: input.file as File },
            }),
          ),
          validateFile: fromPromise(async ({ input }) => {
            const answer = await client.call(validateCampaignFileCall, { params: { ...params, fileId: input.fileId } });
            await refresh();
            return answer;
          }),
          enroll: fromPromise<unknown, Record<string, never>>(async () => {
            const answer: unknown = await client.call(enrollLender, { params });
            await refresh();
            return answer;
          }),
        },
      }),
    { input: { enrolled: campaign.enrollmentState === 'Enrolled' } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const state = String(snapshot.value);
  const [option, setOption] = useState<ImportOption>('FILE');
  const asked = useRef(false);

  const chooseOption = async () => {
    actor.send({ type: 'option.choose', option });
    const chosen = OPTIONS.find((o) => o.value === option);
    if (!chosen?.kind || asked.current) return;
    asked.current = true;
    const ok = await confirm({ kind: chosen.kind, title: chosen.label, confirmLabel: 'Apply' });
    asked.current = false;
    actor.send(
      ok ? { type: 'source.confirm', confirmation: CONFIRMATION_WORDS[chosen.kind] } : { type: 'source.cancel' },
    );
  };
  const upload = async () => {
    const ok = await confirm({
      kind: 'importCampaignFile',
      title: 'Import campaign file',
      description: `Import ${context.file?.name ?? 'the file'} for ${campaign.name}?`,
      confirmLabel: 'Import',
    });
    if (ok) actor.send({ type: 'import.upload', confirmation: CONFIRMATION_WORDS.importCampaignFile });
  };
  const step = ENROLLMENT_STEPS.find((s) => s.state === state);
  const next = (label = 'Next') => (
    <Button colorPalette="brand" onClick={() => actor.send({ type: 'step.next' })}>
      {label}
    </Button>
  );

  return (
    <Stack gap="4" aria-live="polite">
      {step ? (
        <Text fontWeight="600" data-step={state}>
          Step {ENROLLMENT_STEPS.indexOf(step) + 1} of {ENROLLMENT_STEPS.length}: {step.label}
        </Text>
      ) : null}
      {context.failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{context.failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      {snapshot.hasTag('busy') ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>Working…</Text>
        </HStack>
      ) : null}
      {state === 'importOption' || state === 'confirmSource' ? (
        <Stack gap="3">
          <RadioGroup.Root
            value={option}
            onValueChange={(e) => setOption((e.value ?? 'FILE') as ImportOption)}
            aria-label="Import option"
          >
            <Stack gap="2">
              {OPTIONS.map((o) => (
                <RadioGroup.Item key={o.value} value={o.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Button alignSelf="flex-start" colorPalette="brand" onClick={() => void chooseOption()}>
            Continue
          </Button>
        </Stack>
      ) : null}
      {state === 'selectFile' ? (
        <Stack gap="3">
          <FileDrop
            label="Campaign file"
            accept={['.json', '.cplx']}
            file={context.file}
            hint="JSON or CPLX, up to 5 MB"
            errorText={context.fileError}
            onFile={(file) => actor.send({ type: 'file.choose', file })}
          />
          <HStack gap="3">
            <Button colorPalette="brand" disabled={!context.file} onClick={() => void upload()}>
              Import
            </Button>
            <Button variant="outline" onClick={() => actor.send({ type: 'step.back' })}>
              Back
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {state === 'productConfiguration' && context.campaignFile ? (
        <Stack gap="3">
          <Text>
            {context.file?.name} read: {context.campaignFile.productCount} product
            {context.campaignFile.productCount === 1 ? '' : 's'}. Validate it to apply it to your products.
          </Text>
          <HStack gap="3">
            {next('Validate')}
            <Button variant="outline" onClick={() => actor.send({ type: 'import.replace' })}>
              Choose another file
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {state === 'validationResults' && context.campaignFile ? (
        <Stack gap="3">
          <CampaignFileErrors file={context.campaignFile} />
          <HStack gap="3">
            {context.campaignFile.status === 'COMPLETE' ? next() : null}
            <Button variant="outline" onClick={() => actor.send({ type: 'import.replace' })}>
              Import another file
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {state === 'uploadDisclosures' ? (
        <Stack gap="3">
          <DisclosuresStep client={client} fiId={fiId} products={products} />
          {next()}
        </Stack>
      ) : null}
      {state === 'redeemLimits' ? (
        <Stack gap="3">
          <RedeemLimitTable
            products={products.filter((p) => p.status === 'active')}
            save={async (productId, limits) => {
              await client.call(setRedeemLimit, { params: { fiId, productId }, body: limits });
              await queryClient.invalidateQueries({ queryKey: catalogueKey(fiId) });
            }}
          />
          {next()}
        </Stack>
      ) : null}
      {state === 'configureProducts' ? (
        <Stack gap="3">
          <EnrollmentProducts products={products} />
          {next()}
        </Stack>
      ) : null}
      {state === 'summary' ? (
        <Stack gap="3">
          <Text>
            {products.filter((p) => p.status === 'active').length} active products will be offered in {campaign.name}.
          </Text>
          <Button alignSelf="flex-start" colorPalette="brand" onClick={() => actor.send({ type: 'enroll' })}>
            Enroll in {campaign.name}
          </Button>
        </Stack>
      ) : null}
      {state === 'enrolled' ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>You are enrolled in {campaign.name}.</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
