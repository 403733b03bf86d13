import { Box, Button, Checkbox, DataList, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  CONTACT_PREFERENCES,
  ID_TYPES,
  type OCCUPANCY_TYPES,
  PROPERTY_TYPES,
} from '../../../domain/catalog/consumer.ts';
import { formatPercent } from '../../../domain/format/money.ts';
import {
  type AskedQuestion,
  applicationProblem,
  isVehiclePurchase,
  missingAnswers,
  type RedeemApplication,
  salesOrderProblem,
} from '../../../domain/marketplace/redeem-application.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { consumerQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { ApplicationDetails, type DetailErrors, detailErrorsOf } from './application-details.tsx';
import { JOURNEY_STAGES, JourneyFrame } from './journey-frame.tsx';
import { useRedeemJourney } from './redeem-context.ts';

/** Back and on, the same on every step before identity verification. */
function StepActions({ next = 'Continue', onNext }: { next?: string; onNext?: () => void }) {
  const { actor, snapshot } = useRedeemJourney();
  return (
    <HStack gap="3" pt="2">
      <Button variant="outline" onClick={() => actor.send({ type: 'redeem.back' })}>
        Back
      </Button>
      <Button
        colorPalette="brand"
        loading={snapshot.matches('savingApplication')}
        onClick={onNext ?? (() => actor.send({ type: 'redeem.next' }))}
      >
        {next}
      </Button>
    </HStack>
  );
}

export function SplashScreen() {
  const { actor, offer, prefix } = useRedeemJourney();
  return (
    <JourneyFrame
      title={offer ? `Redeem your ${offer.name}` : 'Redeem your offer'}
      description={`${
        offer?.tierType === 'PREQUAL'
          ? 'You are prequalified: the lender confirms your terms with a full application.'
          : 'Your offer is pre-approved.'
      } Confirm a few details and redeem it: it takes 3 to 5 minutes.`}
    >
      <Text>
        {offer?.financialInstitution.name ?? 'The lender'} receives your application as soon as you redeem, and contacts
        you to finish the loan.
      </Text>
      <HStack gap="3">
        <Button asChild variant="outline">
          <Link to={`${prefix}/offers/${actor.getSnapshot().context.offerId}`}>Back to the offer</Link>
        </Button>
        <Button colorPalette="brand" onClick={() => actor.send({ type: 'redeem.start' })}>
          Get started
        </Button>
      </HStack>
    </JourneyFrame>
  );
}

const STAGE_DETAILS: Readonly<Record<(typeof JOURNEY_STAGES)[number], string>> = {
  Address: 'Confirm where you live.',
  Application: 'Choose the amount and term.',
  Identity: 'Enter a passcode we send you, or answer a few questions only you would know.',
  'Licence scan': "Scan your driver's licence. Processing can take up to 2 minutes.",
  Documents: 'Upload the documents the lender asks for (JPG, PNG or PDF), now or later.',
  Redeem: 'Review and redeem. You get a certificate, or go on to the lender.',
};

export function StepsScreen() {
  return (
    <JourneyFrame title="How it works" description="Six short steps. You can go back until your identity is verified.">
      <Stack as="ol" gap="3" ps="5" listStyleType="decimal">
        {JOURNEY_STAGES.map((stage) => (
          <li key={stage}>
            <Text as="span" fontWeight="600">
              {stage}
            </Text>
            <Text as="span" color="fg.muted">
              {' '}
              — {STAGE_DETAILS[stage]}
            </Text>
          </li>
        ))}
      </Stack>
      <StepActions />
    </JourneyFrame>
  );
}

export function AddressScreen() {
  const { clients } = useConsumerServices();
  const consumer = useQuery(consumerQuery(clients.consumer));
  const address = consumer.data?.address;
  return (
    <JourneyFrame
      stage="Address"
      title="Is this your address?"
      description="Your offer was made for the address on your credit file."
    >
      {address ? (
        <DataList.Root orientation="horizontal" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          {(
            [
              ['Street', address.street],
              ['City', address.city],
              ['State', address.state],
              ['ZIP code', address.zipcode],
            ] as const
          ).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : (
        <Text color="fg.muted">We have no address on file for you; the lender confirms it with you.</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        Moved recently? Redeem anyway: the lender updates your address when they contact you.
      </Text>
      <StepActions next="Yes, continue" />
    </JourneyFrame>
  );
}

export function ApplicationScreen() {
  const { actor, snapshot, offer, application, setApplication } = useRedeemJourney();
  const [problem, setProblem] = useState<string | null>(null);
  const [salesOrderError, setSalesOrderError] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState<Partial<Record<AskedQuestion, string>>>({});
  const [detailErrors, setDetailErrors] = useState<DetailErrors>({});
  if (!offer || !application) return null;
  const deposit = offer.terms.some((t) => t.apy !== undefined);
  const next = () => {
    const found = applicationProblem(offer, application);
    const salesOrder = salesOrderProblem(application);
    // The lender's marketplace workflow may require some of the questions (the server refuses the same).
    const missing = missingAnswers(offer.application, application);
    setProblem(found);
    setSalesOrderError(salesOrder);
    setUnanswered(missing);
    const details = detailErrorsOf(application, offer.application?.requiredFields ?? []);
    setDetailErrors(details);
    const clean = Object.keys(missing).length === 0 && Object.keys(details).length === 0;
    if (!found && !salesOrder && clean) actor.send({ type: 'redeem.next' });
  };
  const termed = offer.terms.filter((t) => t.term !== undefined);
  return (
    <JourneyFrame
      stage="Application"
      title="Your application"
      description="Choose how much and for how long. Your rate is the one in your offer."
    >
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <FormField
          label={deposit ? 'Opening deposit ($)' : 'Amount ($)'}
          // The server's word when it refused to keep the application (saving it before identity verification).
          errorText={problem ?? (snapshot.matches('application') ? (snapshot.context.error?.message ?? null) : null)}
          required
        >
          <Input
            name="amount"
            inputMode="decimal"
            value={application.amount}
            onChange={(event) => setApplication({ ...application, amount: event.target.value.trim() })}
          />
        </FormField>
        {termed.length > 0 ? (
          <FormField label="Term">
            <NativeSelect.Root>
              <NativeSelect.Field
                name="term"
                value={String(application.term ?? '')}
                onChange={(event) => setApplication({ ...application, term: Number(event.target.value) })}
              >
                {termed.map((t) => (
                  <option key={t.term} value={t.term}>
                    {t.term} months at {formatPercent(t.apr)} APR
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <ApplicationQuestions
          home={offer.category === 'HOME_EQUITY' || offer.category === 'HOME_IMPROVEMENT'}
          required={offer.application?.requiredFields ?? []}
          errors={unanswered}
          answers={application.answers ?? {}}
          onChange={(answers) => setApplication({ ...application, answers })}
        />
        {isVehiclePurchase(offer.productType) ? (
          <FormField
            label="Dealer sales order number"
            helperText="If the dealer gave you one: it starts with SO."
            errorText={salesOrderError}
          >
            <Input
              name="salesOrderNumber"
              value={application.answers?.salesOrderNumber ?? ''}
              onChange={(event) => {
                const { salesOrderNumber: _previous, ...others } = application.answers ?? {};
                const text = event.target.value;
                setApplication({ ...application, answers: text ? { ...others, salesOrderNumber: text } : others });
              }}
            />
          </FormField>
        ) : null}
        <ApplicationDetails
          offerId={offer.id}
          deposit={deposit}
          required={offer.application?.requiredFields ?? []}
          errors={detailErrors}
          answers={application.answers ?? {}}
          onChange={(answers) => setApplication({ ...application, answers })}
        />
        {offer.addOns.length > 0 ? (
          <Box>
            <Text fontWeight="600" mb="2">
              Add to your application
            </Text>
            {offer.addOns.map((addOn) => (
              <Checkbox.Root
                key={addOn.id}
                checked={application.addOns.includes(addOn.id)}
                onCheckedChange={(change) =>
                  setApplication({
                    ...application,
                    addOns: change.checked
                      ? [...application.addOns, addOn.id]
                      : application.addOns.filter((id) => id !== addOn.id),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{addOn.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Box>
        ) : null}
      </Stack>
      <StepActions onNext={next} />
    </JourneyFrame>
  );
}

const OCCUPANCY_LABELS: Readonly<Record<(typeof OCCUPANCY_TYPES)[number], string>> = {
  RENT: 'Rent',
  OWN_WITH_MORTGAGE: 'Own, with a mortgage',
  OWN_FREE_AND_CLEAR: 'Own, free and clear',
  LIVE_WITH_PARENTS: 'Live with parents',
  GOV_QUARTERS: 'Government quarters',
  LEASE: 'Lease',
  OTHER: 'Other',
};

type Answers = NonNullable<RedeemApplication['answers']>;

/**
 * The application's own questions (001 §3): how the lender may contact the consumer and the ID they hold; for a
 * home loan also how they occupy the home and what kind of property it is. Unanswered ones are left to the lender,
 * unless its marketplace workflow requires them: then they are asked (whatever the product) and must be answered.
 */
function ApplicationQuestions({
  home,
  required,
  errors,
  answers,
  onChange,
}: {
  home: boolean;
  required: readonly string[];
  errors: Partial<Record<AskedQuestion, string>>;
  answers: Answers;
  onChange: (answers: Answers) => void;
}) {
  const question = (name: AskedQuestion, label: string, options: readonly (readonly [string, string])[]) => (
    <FormField label={label} required={required.includes(name)} errorText={errors[name] ?? null}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={answers[name] ?? ''}
          onChange={(event) => {
            const { [name]: _previous, ...others } = answers;
            onChange(event.target.value ? { ...others, [name]: event.target.value } : others);
          }}
        >
          <option value="">Choose…</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
  const same = (values: readonly string[]) => values.map((value) => [value, value] as const);
  return (
    <>
      {question('contactPreference', 'How may the lender contact you?', same(CONTACT_PREFERENCES))}
      {question('idType', 'Your ID', same(ID_TYPES))}
      {home || required.includes('occupancy')
        ? question('occupancy', 'How do you occupy the home?', Object.entries(OCCUPANCY_LABELS))
        : null}
      {home || required.includes('propertyType')
        ? question(
            'propertyType',
            'Property type',
            PROPERTY_TYPES.map((value) => [value, value.charAt(0).toUpperCase() + value.slice(1)] as const),
          )
        : null}
    </>
  );
}
