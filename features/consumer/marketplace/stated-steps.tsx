import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { type ConsumerPatch, putLoanCollateral, updateCurrentConsumer, Vehicle } from '../../../api/consumer.ts';
import { formatUsd } from '../../../domain/format/money.ts';
import type { RoutedConsumer } from '../../../domain/workflow/marketplace-facts.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate({ annualIncome: income });
  };
  return (
    <Stack as="form" gap="4" maxW="md" onSubmit={submit}>
      <PageHeader title="What is your annual income?" description="Short-term loan offers depend on your income." />
      <FormField
        label="Annual income before taxes (USD)"
        errorText={income && !valid ? 'Enter a whole dollar amount' : undefined}
      >
        <Input
          inputMode="numeric"
          value={income}
          onChange={(e) => setIncome(e.currentTarget.value.replace(/\D/g, ''))}
        />
      </FormField>
      {valid ? <Text color="fg.muted">{formatUsd(income)} a year</Text> : null}
      <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!valid}>
        Continue
      </Button>
      {save.isError ? <Text color="fg.error">Something went wrong / Please try again later</Text> : null}
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
        title="Tell us about your vehicle"
        description={
          loan
            ? `Refinancing your ${loan.lenderName} loan (balance about ${formatUsd(loan.estimatedBalance)}).`
            : 'We could not find a current auto loan to refinance.'
        }
      />
      <FormField label="Year" errorText={yearIssue}>
        <Input inputMode="numeric" maxLength={4} {...field('year')} />
      </FormField>
      <FormField label="Make">
        <Input {...field('make')} />
      </FormField>
      <FormField label="Model">
        <Input {...field('model')} />
      </FormField>
      <FormField label="Trim (optional)">
        <Input {...field('trim')} />
      </FormField>
      <FormField label="Mileage (optional)">
        <Input inputMode="numeric" {...field('mileage')} />
      </FormField>
      <Text fontSize="sm" color="fg.muted">
        Once you confirm, these vehicle details cannot be changed for these offers.
      </Text>
      <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!valid || !loan}>
        Confirm vehicle
      </Button>
      {save.isError ? <Text color="fg.error">Something went wrong / Please try again later</Text> : null}
    </Stack>
  );
}
