import { Input, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { getApplicationOptions } from '../../../api/application-options.ts';
import type { ApiClient } from '../../../api/client.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import type { RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import {
  type ApplicationDetailField,
  applicationDetailProblems,
  type DetailProblem,
  YES_NO,
} from '../../../domain/validation/application-details.ts';
import { SelectBox } from '../../../kit/select-box.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { CONSUMER_KEY } from '../entry-queries.ts';
import { applicationDetailMessages as m } from '../i18n/messages/application-details.ts';
import { useConsumerServices } from '../services.ts';

type Answers = NonNullable<RedeemApplication['answers']>;
export type DetailErrors = Partial<Record<ApplicationDetailField, DetailProblem>>;

/** The problems the step shows by field before going on (the server refuses the same). */
export const detailErrorsOf = (application: RedeemApplication, requiredFields: readonly string[]): DetailErrors =>
  applicationDetailProblems(application.answers ?? {}, requiredFields);

const applicationOptionsQuery = (client: ApiClient, offerId: string) =>
  queryOptions({
    ...endpointQuery(client, getApplicationOptions, { params: { id: offerId }, scope: CONSUMER_KEY }),
    retry: false,
    staleTime: 5 * 60_000,
  });

interface Choice {
  readonly code: string;
  readonly label: string;
}

/** A list question: "Choose…" (no answer) and the choices, by code. */
function ChoiceSelect(props: {
  name: string;
  value: string;
  choices: readonly Choice[];
  onChange: (v: string) => void;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <SelectBox
      value={props.value}
      onChange={props.onChange}
      options={props.choices.map((choice) => ({ value: choice.code, label: choice.label }))}
      placeholder={t(m.choose)}
      field={{ name: props.name }}
    />
  );
}

/**
 * The application's questions about the consumer's work and home, the loan's purpose and, only where the lender's
 * workflow requires it, the mother's maiden name (002 §3 consumer record fields; decision 0702). The choices of
 * employment status and purpose are the lender's own lists; a list the lender left empty is not asked.
 */
export function ApplicationDetails({
  offerId,
  deposit,
  required,
  errors,
  answers,
  onChange,
}: {
  offerId: string;
  /** A deposit product has no loan purpose. */
  deposit: boolean;
  required: readonly string[];
  errors: DetailErrors;
  answers: Answers;
  onChange: (answers: Answers) => void;
}) {
  const { formatMessage: t } = useIntl();
  const { clients } = useConsumerServices();
  const options = useQuery(applicationOptionsQuery(clients.consumer, offerId)).data;
  const headingId = useId();
  const set = (name: ApplicationDetailField, value: string) => {
    const { [name]: _previous, ...others } = answers;
    onChange(value === '' ? others : { ...others, [name]: value });
  };
  const field = (name: ApplicationDetailField, label: string, control: ReactNode, helper?: string) => (
    <FormField
      label={label}
      helperText={helper}
      required={required.includes(name)}
      errorText={errors[name] ? t(m[errors[name]]) : null}
    >
      {control}
    </FormField>
  );
  const input = (name: ApplicationDetailField, mode?: 'numeric' | 'decimal') => (
    <Input name={name} inputMode={mode} value={answers[name] ?? ''} onChange={(e) => set(name, e.target.value)} />
  );
  const select = (name: ApplicationDetailField, choices: readonly Choice[]) => (
    <ChoiceSelect name={name} value={answers[name] ?? ''} choices={choices} onChange={(value) => set(name, value)} />
  );
  const yesNo = YES_NO.map((code) => ({ code, label: t(code === 'Yes' ? m.yes : m.no) }));
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" pt="2">
      <Stack gap="1">
        <Text id={headingId} fontWeight="600">
          {t(m.heading)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t(m.intro)}
        </Text>
      </Stack>
      {options?.employmentStatuses.length
        ? field('employmentStatus', t(m.employmentStatus), select('employmentStatus', options.employmentStatuses))
        : null}
      {field('employer', t(m.employer), input('employer'))}
      {field('jobTitle', t(m.jobTitle), input('jobTitle'))}
      {field('selfEmployed', t(m.selfEmployed), select('selfEmployed', yesNo))}
      {field('employmentLength', t(m.employmentLength), input('employmentLength', 'numeric'))}
      {field('occupancyPayment', t(m.occupancyPayment), input('occupancyPayment', 'decimal'))}
      {field('occupancyDuration', t(m.occupancyDuration), input('occupancyDuration', 'numeric'))}
      {!deposit && options?.purposeTypes.length
        ? field('purposeType', t(m.purposeType), select('purposeType', options.purposeTypes))
        : null}
      {required.includes('mothersMaidenName')
        ? field('mothersMaidenName', t(m.mothersMaidenName), input('mothersMaidenName'), t(m.mothersMaidenNameHelp))
        : null}
    </Stack>
  );
}
