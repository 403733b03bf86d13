import { Alert, Box, Button, Flex, HStack, Input, Skeleton, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { getProductDraft, saveProduct, saveProductDraftStep, saveProductTemplate } from '../../../api/products.ts';
import { stepLabel, type WizardStep } from '../../../domain/catalog/product-wizard.ts';
import type { DraftSteps } from '../../../domain/validation/product-wizard.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { type Plain, withoutBlanks } from '../../../kit/object-fields.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import { WizardStepList } from '../../../kit/wizard-step-list.tsx';
import { productWizardMachine, type WizardDraft, wizardView } from '../../../machines/product/product-wizard.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { StepPanel } from './step-panel.tsx';
import { stepOfHash, useStepHash } from './use-step-hash.ts';

const asDraft = (draft: {
  productId: string | null;
  steps: Record<string, unknown>;
  completed: WizardStep[];
}): WizardDraft => ({
  productId: draft.productId,
  steps: draft.steps as DraftSteps,
  completed: draft.completed,
});

/** lender/console/campaign/upcoming/enrollment/product/new and …/product/{productId}: the nine-step product wizard. */
export function ProductWizardPage({
  client,
  fiId = 0,
  params,
}: ConsolePageProps<Record<string, never>, { productId?: string }>) {
  const draftKey = params.productId ?? 'new';
  const actor = useAppActor(
    () =>
      productWizardMachine.provide({
        actors: {
          loadDraft: fromPromise(async ({ input }) =>
            asDraft(await client.call(getProductDraft, { params: { fiId, draftKey: input.draftKey } })),
          ),
          saveStep: fromPromise(async ({ input }) =>
            asDraft(
              await client.call(saveProductDraftStep, {
                params: { fiId, draftKey: input.draftKey, step: input.step },
                body: { data: input.data },
              }),
            ),
          ),
          saveProduct: fromPromise(async ({ input }) =>
            client.call(saveProduct, { params: { fiId, draftKey: input.draftKey } }),
          ),
        },
      }),
    { input: { draftKey, requestedStep: stepOfHash() } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  const current = editing || snapshot.hasTag('busy') ? context.current : null;
  const request = useCallback(
    (step: WizardStep) => {
      actor.send({ type: 'wizard.goto', step });
      return actor.getSnapshot().context.current;
    },
    [actor],
  );
  useStepHash(snapshot.matches('loading') ? null : current, request);
  const [value, setValue] = useState<Plain>({});
  const [templateName, setTemplateName] = useState('');
  useEffect(
    () => setValue((context.draft.steps[context.current] as Plain | undefined) ?? {}),
    [context.current, context.draft],
  );
  const saveTemplate = useConfigMutation({
    mutationFn: () => client.call(saveProductTemplate, { params: { fiId }, body: { templateName, draftKey } }),
    toasts: { pending: 'Saving the template…', success: 'Template saved', error: 'Could not save the template' },
  });
  const errors = Object.fromEntries(context.issues.map((issue) => [issue.path ?? '', issue.message]));
  const view = wizardView(context);
  const title = draftKey === 'new' ? 'New product' : 'Edit product';
  if (snapshot.matches('loadFailed'))
    return (
      <LoadFailure
        message="There was an error getting the product"
        onRetry={() => actor.send({ type: 'wizard.retry' })}
      />
    );
  if (snapshot.matches('loading')) return <Skeleton height="64" />;
  if (snapshot.matches('saved'))
    return (
      <>
        <PageHeader title={title} />
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>Product saved: it is offered from the next offer generation.</Alert.Title>
        </Alert.Root>
      </>
    );
  return (
    <>
      <PageHeader title={`${title}: ${stepLabel(context.current)}`} />
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="start">
        <WizardStepList
          label="Product wizard steps"
          steps={view.steps.map((s) => ({
            id: s.step,
            label: stepLabel(s.step),
            status: s.status,
            reachable: s.reachable,
          }))}
        />
        <Stack
          as="section"
          id={context.current}
          aria-label={stepLabel(context.current)}
          flex="1"
          gap="5"
          minW="0"
          w="full"
        >
          {context.failure && !snapshot.hasTag('busy') ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{context.failure}</Alert.Title>
            </Alert.Root>
          ) : null}
          <StepPanel
            step={context.current}
            steps={context.draft.steps}
            value={value}
            onChange={setValue}
            errors={errors}
            client={client}
            fiId={fiId}
            productId={context.draft.productId}
          />
          <HStack gap="3" wrap="wrap">
            {view.hasPrevious ? (
              <Button variant="outline" onClick={() => actor.send({ type: 'wizard.previous' })} disabled={!editing}>
                Previous
              </Button>
            ) : null}
            {context.current === 'summary' ? (
              <Button
                colorPalette="brand"
                loading={snapshot.matches('savingProduct')}
                onClick={() => actor.send({ type: 'wizard.save' })}
              >
                Save product
              </Button>
            ) : (
              <Button
                colorPalette="brand"
                loading={snapshot.matches('savingStep')}
                onClick={() => actor.send({ type: 'wizard.next', data: withoutBlanks(value) })}
              >
                Next
              </Button>
            )}
          </HStack>
          {context.current === 'summary' ? (
            <Box borderTopWidth="1px" pt="4">
              <FormField label="Template name">
                <Input value={templateName} onChange={(e) => setTemplateName(e.currentTarget.value)} />
              </FormField>
              <Button mt="2" variant="outline" onClick={() => saveTemplate.mutate()}>
                Save as template
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Flex>
    </>
  );
}
