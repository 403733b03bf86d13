import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { type ConsumerPatch, putLoanCollateral, updateCurrentConsumer, Vehicle } from '../../../api/consumer.ts';
import type { RoutedConsumer } from '../../../domain/workflow/marketplace-facts.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { useFormats } from '../../../ui/intl/use-formats.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { statedStepMessages as m, journeyStepMessages as steps } from '../i18n/messages/marketplace-steps.ts';
import { useSeedText } from '../i18n/seed-text.ts';
import { autoLoansQuery, CONSUMER_KEY, offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

/**
 * Saves stated data (the server re-evaluates the offers), drops the cached consumer and offers, then tells the
 * workflow what was confirmed along with the re-evaluated offers, so its next step decides on them.
 */
function useStatedSave<T>(save: (value: T) => Promise<unknown>, confirmed: Partial<RoutedConsumer>) {
  const { clients } = useConsumerServices();
  const queryClient = useQueryClient();
  const workflow = useWorkflowNavigation();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONSUMER_KEY });
      const offers = await queryClient.fetchQuery(offersQuery(clients.consumer));
      workflow.next({ consumer: confirmed, offers });
    },
  });
}

export function IncomeStep() {
  const { clients } = useConsumerServices();
  const [income, setIncome] = useState('');
  const save = useStatedSave((body: ConsumerPatch) => clients.consumer.call(updateCurrentConsumer, { body }), {
    hasIncome: true,
  });
  const valid = /^\d{4,7}$/.test(income);
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate({ annualIncome: income });
  };
  return (
    <Stack as="form" gap="4" maxW="md" onSubmit={submit}>
      <PageHeader title={t(m.incomeTitle)} description={t(m.incomeText)} />
      <FormField label={t(m.incomeLabel)} errorText={income && !valid ? t(m.wholeDollars) : undefined}>
        <Input
          inputMode="numeric"
          value={income}
          onChange={(e) => setIncome(e.currentTarget.value.replace(/\D/g, ''))}
        />
      </FormField>
      {valid ? <Text color="fg.muted">{t(m.aYear, { amount: formats.usd(income) })}</Text> : null}
      <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!valid}>
        {t(steps.continue)}
      </Button>
      {save.isError ? <Text color="fg.error">{t(steps.generic)}</Text> : null}
    </Stack>
  );
}

export function VehicleStep() {
  const { clients } = useConsumerServices();
  const loans = useQuery(autoLoansQuery(clients.consumer));
  const loan = loans.data?.[0];
  const [vehicle, setVehicle] = useState({ year: '', make: '', model: '', trim: '', mileage: '' });
  const save = useStatedSave(
    (body: Vehicle) => clients.consumer.call(putLoanCollateral, { params: { id: loan?.id ?? '' }, body }),
    { vehicleConfirmed: true },
  );
  const valid = /^\d{4}$/.test(vehicle.year) && vehicle.make.trim() !== '' && vehicle.model.trim() !== '';
  const field = (name: keyof typeof vehicle) => ({
    value: vehicle[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget before a state updater runs.
      const value = e.currentTarget.value;
      setVehicle((v) => ({ ...v, [name]: value }));
    },
  });
  const [yearIssue, setYearIssue] = useState<string | undefined>();
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  const seedText = useSeedText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !loan) return;
    const parsed = v.safeParse(Vehicle, {
      year: Number(vehicle.year),
      make: vehicle.make.trim(),
      model: vehicle.model.trim(),
      ...(vehicle.trim.trim() ? { trim: vehicle.trim.trim() } : {}),
      ...(vehicle.mileage ? { mileage: Number(vehicle.mileage) } : {}),
    });
    // The vehicle age limit (001 §5) is the one rule the field's own check does not already cover.
    setYearIssue(parsed.success ? undefined : parsed.issues[0]?.message);
    if (parsed.success) save.mutate(parsed.output);
  };
  return (
    <Stack as="form" gap="4" maxW="md" onSubmit={submit}>
      <PageHeader
        title={t(m.vehicleTitle)}
        description={
          loan
            ? t(m.refinancing, { lender: loan.lenderName, balance: formats.usd(loan.estimatedBalance) })
            : t(m.noLoanToRefinance)
        }
      />
      <FormField label={t(m.year)} errorText={seedText(yearIssue)}>
        <Input inputMode="numeric" maxLength={4} {...field('year')} />
      </FormField>
      <FormField label={t(m.make)}>
        <Input {...field('make')} />
      </FormField>
      <FormField label={t(m.model)}>
        <Input {...field('model')} />
      </FormField>
      <FormField label={t(m.trim)}>
        <Input {...field('trim')} />
      </FormField>
      <FormField label={t(m.mileage)}>
        <Input inputMode="numeric" {...field('mileage')} />
      </FormField>
      <Text fontSize="sm" color="fg.muted">
        {t(m.vehicleFixed)}
      </Text>
      <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!valid || !loan}>
        {t(m.confirmVehicle)}
      </Button>
      {save.isError ? <Text color="fg.error">{t(steps.generic)}</Text> : null}
    </Stack>
  );
}
