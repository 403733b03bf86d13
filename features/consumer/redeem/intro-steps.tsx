import { Box, Button, Checkbox, DataList, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CONTACT_PREFERENCES, ID_TYPES, OCCUPANCY_TYPES, PROPERTY_TYPES } from '../../../domain/catalog/consumer.ts';
import { formatPercent } from '../../../domain/format/money.ts';
import {
  type AskedQuestion,
  applicationProblem,
  isVehiclePurchase,
  missingAnswers,
  type RedeemApplication,
  salesOrderProblem,
} from '../../../domain/marketplace/redeem-application.ts';
import { SelectBox } from '../../../kit/select-box.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import {
  answerMessages,
  introMessages as m,
  redeemFrameMessages,
  stageDetailMessages,
  stageMessages,
} from '../i18n/messages/redeem-intro.ts';
import { useSeedText } from '../i18n/seed-text.ts';
import { consumerQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { ApplicationDetails, type DetailErrors, detailErrorsOf } from './application-details.tsx';
import { JOURNEY_STAGES, JourneyFrame } from './journey-frame.tsx';
import { useRedeemJourney } from './redeem-context.ts';

/** Back and on, the same on every step before identity verification. */
function StepActions({ next, onNext }: { next?: string; onNext?: () => void }) {
  const { actor, snapshot } = useRedeemJourney();
  const { formatMessage: t } = useIntl();
  return (
    <HStack gap="3" pt="2">
      <Button variant="outline" onClick={() => actor.send({ type: 'redeem.back' })}>
        {t(redeemFrameMessages.back)}
      </Button>
      <Button
        colorPalette="brand"
        loading={snapshot.matches('savingApplication')}
        onClick={onNext ?? (() => actor.send({ type: 'redeem.next' }))}
      >
        {next ?? t(redeemFrameMessages.continue)}
      </Button>
    </HStack>
  );
}

export function SplashScreen() {
  const { actor, offer, prefix } = useRedeemJourney();
  const { formatMessage: t } = useIntl();
  return (
    <JourneyFrame
      title={offer ? t(m.splashTitle, { offer: offer.name }) : t(m.splashTitleAny)}
      description={[t(offer?.tierType === 'PREQUAL' ? m.prequalified : m.preApproved), t(m.minutes)].join(' ')}
    >
      <Text>{t(m.receives, { lender: offer?.financialInstitution.name ?? t(m.theLender) })}</Text>
      <HStack gap="3">
        <Button asChild variant="outline">
          <Link to={`${prefix}/offers/${actor.getSnapshot().context.offerId}`}>{t(m.backToOffer)}</Link>
        </Button>
        <Button colorPalette="brand" onClick={() => actor.send({ type: 'redeem.start' })}>
          {t(m.getStarted)}
        </Button>
      </HStack>
    </JourneyFrame>
  );
}

export function StepsScreen() {
  const { formatMessage: t } = useIntl();
  return (
    <JourneyFrame title={t(m.howTitle)} description={t(m.howText)}>
      <Stack as="ol" gap="3" ps="5" listStyleType="decimal">
        {JOURNEY_STAGES.map((stage) => (
          <li key={stage}>
            <Text as="span" fontWeight="600">
              {t(stageMessages[stage])}
            </Text>
            <Text as="span" color="fg.muted">
              {' — '}
              {t(stageDetailMessages[stage])}
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
  const { formatMessage: t } = useIntl();
  return (
    <JourneyFrame stage="Address" title={t(m.addressTitle)} description={t(m.addressText)}>
      {address ? (
        <DataList.Root orientation="horizontal" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          {(
            [
              [t(m.street), address.street],
              [t(m.city), address.city],
              [t(m.state), address.state],
              [t(m.zip), address.zipcode],
            ] as const
          ).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : (
        <Text color="fg.muted">{t(m.noAddress)}</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t(m.moved)}
      </Text>
      <StepActions next={t(m.yesContinue)} />
    </JourneyFrame>
  );
}

export function ApplicationScreen() {
  const { actor, snapshot, offer, application, setApplication } = useRedeemJourney();
  const [problem, setProblem] = useState<string | null>(null);
  const [salesOrderError, setSalesOrderError] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState<Partial<Record<AskedQuestion, string>>>({});
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
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
    <JourneyFrame stage="Application" title={t(m.applicationTitle)} description={t(m.applicationText)}>
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <FormField
          label={t(deposit ? m.deposit : m.amount)}
          // The server's word when it refused to keep the application (saving it before identity verification).
          errorText={seedText(
            problem ?? (snapshot.matches('application') ? (snapshot.context.error?.message ?? null) : null),
          )}
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
          <FormField label={t(m.term)}>
            <SelectBox
              value={String(application.term ?? '')}
              onChange={(term) => setApplication({ ...application, term: Number(term) })}
              options={termed.map((option) => ({
                value: String(option.term),
                label: t(m.termOption, { months: option.term, apr: formatPercent(option.apr) }),
              }))}
              field={{ name: 'term' }}
            />
          </FormField>
        ) : null}
        <ApplicationQuestions
          home={offer.category === 'HOME_EQUITY' || offer.category === 'HOME_IMPROVEMENT'}
          required={offer.application?.requiredFields ?? []}
          errors={Object.fromEntries(Object.entries(unanswered).map(([name, text]) => [name, seedText(text)]))}
          answers={application.answers ?? {}}
          onChange={(answers) => setApplication({ ...application, answers })}
        />
        {isVehiclePurchase(offer.productType) ? (
          <FormField label={t(m.salesOrder)} helperText={t(m.salesOrderHelp)} errorText={seedText(salesOrderError)}>
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
              {t(m.addOns)}
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
  const { formatMessage: t } = useIntl();
  const question = (name: AskedQuestion, label: string, options: readonly (keyof typeof answerMessages)[]) => (
    <FormField label={label} required={required.includes(name)} errorText={errors[name] ?? null}>
      <SelectBox
        value={answers[name] ?? ''}
        onChange={(answer) => {
          const { [name]: _previous, ...others } = answers;
          onChange(answer ? { ...others, [name]: answer } : others);
        }}
        options={options.map((value) => ({ value, label: t(answerMessages[value]) }))}
        placeholder={t(m.choose)}
        field={{ name }}
      />
    </FormField>
  );
  return (
    <>
      {question('contactPreference', t(m.contactPreference), CONTACT_PREFERENCES)}
      {question('idType', t(m.idType), ID_TYPES)}
      {home || required.includes('occupancy') ? question('occupancy', t(m.occupancy), OCCUPANCY_TYPES) : null}
      {home || required.includes('propertyType') ? question('propertyType', t(m.propertyType), PROPERTY_TYPES) : null}
    </>
  );
}
