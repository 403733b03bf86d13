import { Alert, Box, Button, DataList, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type ConsumerPatch, updateCurrentConsumer } from '../../../api/consumer.ts';
import { PAY_FREQUENCIES, type PayFrequency } from '../../../domain/catalog/consumer.ts';
import { formatUsd } from '../../../domain/format/money.ts';
import type { RoutedOffer } from '../../../domain/workflow/marketplace-facts.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import type { StatedIncome } from '../../../machines/marketplace/offer-re-evaluation-machine.ts';
import { offerReEvaluationMachine } from '../../../machines/marketplace/offer-re-evaluation-machine.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { registerStepRecipes } from '../../../ui/late-recipes.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CONSUMER_KEY, consumerQuery, offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';
import { MARKETPLACE_MESSAGES } from './status-steps.tsx';

// Loaded when first reached, before it renders: the recipes of its components the first screens do not use.
registerStepRecipes();

const PAY_LABELS: Readonly<Record<PayFrequency, string>> = {
  WEEKLY: 'Weekly',
  BI_WEEKLY: 'Every two weeks',
  SEMI_MONTHLY: 'Twice a month',
  MONTHLY: 'Monthly',
};
const CONFIRM_NOTE = 'Once you confirm, your income and pay frequency cannot be changed for these offers.';

/** Runs the offer re-evaluation statechart with the consumer calls: review unconfirmed, then confirm. */
function useReEvaluation() {
  const { clients } = useConsumerServices();
  const queryClient = useQueryClient();
  const workflow = useWorkflowNavigation();
  return useAppActor(
    () => {
      const send = async (body: ConsumerPatch): Promise<readonly RoutedOffer[]> => {
        await clients.consumer.call(updateCurrentConsumer, { body });
        await queryClient.invalidateQueries({ queryKey: CONSUMER_KEY });
        return queryClient.fetchQuery(offersQuery(clients.consumer));
      };
      const stated = (input: StatedIncome): ConsumerPatch => ({
        ...(input.annualIncome !== null ? { annualIncome: input.annualIncome } : {}),
        ...(input.payFrequency !== null ? { payFrequency: input.payFrequency } : {}),
      });
      return offerReEvaluationMachine.provide({
        actors: {
          restate: fromPromise<readonly RoutedOffer[], StatedIncome>(({ input }) => send(stated(input))),
          confirmStated: fromPromise<readonly RoutedOffer[], StatedIncome>(({ input }) =>
            send({ ...stated(input), confirmIncome: true }),
          ),
        },
      });
    },
    { input: { selection: workflow.marketplace } },
  );
}

/**
 * The pay-frequency step of the short-term-loan flow: the consumer picks a frequency, the offers are re-evaluated
 * before anything is fixed, and only then confirmed (001 §3 offer re-evaluation).
 */
export function PayFrequencyStep() {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const actor = useReEvaluation();
  const state = useSelector(actor, (s) => s);
  const consumer = useQuery(consumerQuery(clients.consumer)).data;
  const { payFrequency } = state.context;

  // Tell the router once, when the machine ends: not again on each render that hands us a new workflow object.
  const latest = useRef(workflow);
  latest.current = workflow;
  const ended = state.status === 'done' ? String(state.value) : null;
  useEffect(() => {
    const router = latest.current;
    if (ended === 'confirmed')
      router.next({ consumer: { hasIncome: true, hasPayFrequency: true }, offers: actor.getSnapshot().context.offers });
    // The income page is this page's sibling: back to it, nothing being confirmed yet.
    if (ended === 'reenterIncome') router.reroute(router.path.replace(/\/pay$/, '/income'));
  }, [ended, actor]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'stated.submit' });
  };
  const income = consumer?.annualIncome ? formatUsd(consumer.annualIncome) : 'not stated';

  if (state.matches('confirm') || state.matches('confirming'))
    return (
      <Stack gap="5" maxW="md">
        <PageHeader title="Confirm your income" description="Short-term loan offers are available for you." />
        <DataList.Root orientation="horizontal" bg="bg" p="5" borderWidth="1px" rounded="l2">
          <DataList.Item>
            <DataList.ItemLabel>Annual income</DataList.ItemLabel>
            <DataList.ItemValue>{income}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Paid</DataList.ItemLabel>
            <DataList.ItemValue>{payFrequency ? PAY_LABELS[payFrequency] : ''}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">
          {CONFIRM_NOTE}
        </Text>
        <HStack gap="3">
          <Button
            colorPalette="brand"
            loading={state.matches('confirming')}
            onClick={() => actor.send({ type: 'stated.confirm' })}
          >
            Confirm and see offers
          </Button>
          <Button variant="outline" onClick={() => actor.send({ type: 'stated.edit' })}>
            Edit
          </Button>
        </HStack>
      </Stack>
    );

  if (state.matches('ineligible'))
    return (
      <Stack gap="5" maxW="md">
        <PageHeader
          title="No short-term offers for this income"
          description={`With an income of ${income} paid ${payFrequency ? PAY_LABELS[payFrequency].toLowerCase() : ''}, the lenders' rules leave no short-term loan offer. Nothing has been confirmed: you can correct your income.`}
        />
        <HStack gap="3">
          <Button colorPalette="brand" onClick={() => actor.send({ type: 'stated.reenterIncome' })}>
            Re-enter income
          </Button>
          <Button variant="outline" onClick={() => actor.send({ type: 'stated.edit' })}>
            Change pay frequency
          </Button>
        </HStack>
      </Stack>
    );

  if (state.matches('redacted'))
    return (
      <Stack gap="5" maxW="md">
        <PageHeader
          title="Your offers changed"
          description="With the income you confirmed, the lenders' rules no longer allow these short-term offers."
        />
        <Box>
          <Button variant="outline" onClick={() => workflow.send({ type: 'marketplace.startOver' })}>
            See other offers
          </Button>
        </Box>
      </Stack>
    );

  return (
    <Stack as="form" gap="4" maxW="md" onSubmit={submit}>
      <PageHeader title="How often are you paid?" description="Payments follow your pay schedule." />
      {state.matches('error') ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{MARKETPLACE_MESSAGES.generic}</Alert.Title>
        </Alert.Root>
      ) : null}
      <FormField label="Pay frequency">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={payFrequency ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value as PayFrequency;
              if (state.matches('error')) actor.send({ type: 'stated.retry' });
              if (value) actor.send({ type: 'stated.change', payFrequency: value });
            }}
          >
            <option value="">Choose…</option>
            {PAY_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {PAY_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Button type="submit" colorPalette="brand" loading={state.matches('reviewing')} disabled={!payFrequency}>
        Continue
      </Button>
    </Stack>
  );
}
