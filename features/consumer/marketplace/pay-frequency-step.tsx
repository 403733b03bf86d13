import { Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { type ConsumerPatch, updateCurrentConsumer } from '../../../api/consumer.ts';
import { PAY_FREQUENCIES, type PayFrequency } from '../../../domain/catalog/consumer.ts';
import type { RoutedOffer } from '../../../domain/workflow/marketplace-facts.ts';
import { SelectBox } from '../../../kit/select-box.tsx';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import type { StatedIncome } from '../../../machines/marketplace/offer-re-evaluation-machine.ts';
import { offerReEvaluationMachine } from '../../../machines/marketplace/offer-re-evaluation-machine.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import type { Message } from '../../../ui/intl/define-messages.ts';
import { useFormats } from '../../../ui/intl/use-formats.ts';
import { registerStepRecipes } from '../../../ui/late-recipes.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  payStepMessages as m,
  payFrequencyMessages,
  journeyStepMessages as steps,
} from '../i18n/messages/marketplace-steps.ts';
import { CONSUMER_KEY, consumerQuery, offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

// Loaded when first reached, before it renders: the recipes of its components the first screens do not use.
registerStepRecipes();

const PAY_LABELS: Readonly<Record<PayFrequency, Message>> = payFrequencyMessages;

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
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  const income = consumer?.annualIncome ? formats.usd(consumer.annualIncome) : t(m.notStated);
  const frequency = payFrequency ? t(PAY_LABELS[payFrequency]) : '';

  if (state.matches('confirm') || state.matches('confirming'))
    return (
      <Stack gap="5" maxW="md">
        <PageHeader title={t(m.confirmTitle)} description={t(m.confirmText)} />
        <DataList.Root orientation="horizontal" bg="bg" p="5" borderWidth="1px" rounded="l2">
          <DataList.Item>
            <DataList.ItemLabel>{t(m.annualIncome)}</DataList.ItemLabel>
            <DataList.ItemValue>{income}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t(m.paid)}</DataList.ItemLabel>
            <DataList.ItemValue>{frequency}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">
          {t(m.confirmNote)}
        </Text>
        <HStack gap="3">
          <Button
            colorPalette="brand"
            loading={state.matches('confirming')}
            onClick={() => actor.send({ type: 'stated.confirm' })}
          >
            {t(m.confirm)}
          </Button>
          <Button variant="outline" onClick={() => actor.send({ type: 'stated.edit' })}>
            {t(m.edit)}
          </Button>
        </HStack>
      </Stack>
    );

  if (state.matches('ineligible'))
    return (
      <Stack gap="5" maxW="md">
        <PageHeader
          title={t(m.ineligibleTitle)}
          description={t(m.ineligibleText, { income, frequency: frequency.toLowerCase() })}
        />
        <HStack gap="3">
          <Button colorPalette="brand" onClick={() => actor.send({ type: 'stated.reenterIncome' })}>
            {t(m.reenterIncome)}
          </Button>
          <Button variant="outline" onClick={() => actor.send({ type: 'stated.edit' })}>
            {t(m.changeFrequency)}
          </Button>
        </HStack>
      </Stack>
    );

  if (state.matches('redacted'))
    return (
      <Stack gap="5" maxW="md">
        <PageHeader title={t(m.redactedTitle)} description={t(m.redactedText)} />
        <Box>
          <Button variant="outline" onClick={() => workflow.send({ type: 'marketplace.startOver' })}>
            {t(m.seeOtherOffers)}
          </Button>
        </Box>
      </Stack>
    );

  return (
    <Stack as="form" gap="4" maxW="md" onSubmit={submit}>
      <PageHeader title={t(m.title)} description={t(m.text)} />
      {state.matches('error') ? <ErrorAlert message={t(steps.generic)} /> : null}
      <FormField label={t(m.frequency)}>
        <SelectBox
          value={payFrequency ?? ''}
          onChange={(choice) => {
            const value = choice as PayFrequency;
            if (state.matches('error')) actor.send({ type: 'stated.retry' });
            if (value) actor.send({ type: 'stated.change', payFrequency: value });
          }}
          options={PAY_FREQUENCIES.map((value) => ({ value, label: t(PAY_LABELS[value]) }))}
          placeholder={t(m.choose)}
        />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={state.matches('reviewing')} disabled={!payFrequency}>
        {t(steps.continue)}
      </Button>
    </Stack>
  );
}
