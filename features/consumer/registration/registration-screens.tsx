import { Box, Button, Checkbox, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { LinkedAccountRequest, RegistrationLookup } from '../../../api/registration.ts';
import {
  PASSCODE_LENGTH,
  PASSCODE_MESSAGES,
  PASSCODE_RESEND_COOLDOWN_MS,
  SANDBOX_HUMAN_TOKEN,
} from '../../../domain/catalog/identity.ts';
import { REQUIRED_CONSENTS } from '../../../domain/compliance/consents.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import type { Message } from '../../../ui/intl/define-messages.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { PasscodeEntry } from '../../../ui/passcode-entry.tsx';
import { ConsentTexts } from '../consent-texts.tsx';
import { registrationMessages as m } from '../i18n/messages/registration.ts';
import { useSeedText } from '../i18n/seed-text.ts';
import { useRegistrationJourney } from './registration-context.ts';

type Issues = Readonly<Record<string, string>>;
/** The first message per field of a failed parse, for FormField's errorText. */
const issuesOf = (issues: readonly v.BaseIssue<unknown>[]): Issues =>
  Object.fromEntries(issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]).reverse());

function Welcome() {
  const { actor } = useRegistrationJourney();
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="6">
      <PageHeader title={t(m.welcomeTitle)} description={t(m.welcomeText)} />
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="purple" size="lg" onClick={() => actor.send({ type: 'registration.start' })}>
          {t(m.findMyOffers)}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/further/auth">{t(m.haveAccessCode)}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

interface FieldSpec {
  name: string;
  label: Message;
  type?: 'text' | 'date' | 'password';
  autoComplete: string;
  inputMode?: 'numeric';
}

const LOOKUP_FIELDS: readonly FieldSpec[] = [
  { name: 'lastName', label: m.lastName, autoComplete: 'family-name' },
  { name: 'dateOfBirth', label: m.dateOfBirth, type: 'date', autoComplete: 'bday' },
  { name: 'zipcode', label: m.zipcode, autoComplete: 'postal-code', inputMode: 'numeric' },
  {
    name: 'ssnLastFour',
    label: m.ssnLastFour,
    type: 'password',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
];

/** A form's text fields with their values (trimmed when read) and the schema's first message per field. */
function useTextFields(fields: readonly FieldSpec[]) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const [issues, setIssues] = useState<Issues>({});
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  const trimmed = () => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
  const inputs = fields.map((field) => (
    <FormField key={field.name} label={t(field.label)} errorText={seedText(issues[field.name])} required>
      <Input
        name={field.name}
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        value={values[field.name] ?? ''}
        onChange={(event) => {
          setValues({ ...values, [field.name]: event.target.value });
          // A corrected field drops its message at once; the next submit checks every field again.
          if (issues[field.name]) setIssues(({ [field.name]: _corrected, ...others }) => others);
        }}
      />
    </FormField>
  ));
  return { inputs, trimmed, issues, setIssues };
}

function Lookup() {
  const { actor, snapshot } = useRegistrationJourney();
  const { inputs, trimmed, issues, setIssues } = useTextFields(LOOKUP_FIELDS);
  const [human, setHuman] = useState(false);
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The sandbox bot check's widget: a real vendor's widget would hand over its own token here.
    const parsed = v.safeParse(RegistrationLookup, { ...trimmed(), recaptchaToken: human ? SANDBOX_HUMAN_TOKEN : '' });
    setIssues(parsed.success ? {} : issuesOf(parsed.issues));
    if (parsed.success) actor.send({ type: 'registration.lookup', details: parsed.output });
  };
  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={submit}>
        <PageHeader title={t(m.lookupTitle)} description={t(m.lookupText)} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {inputs}
        </SimpleGrid>
        <Box>
          <Checkbox.Root
            checked={human}
            onCheckedChange={(change) => {
              setHuman(change.checked === true);
              if (change.checked === true) setIssues(({ recaptchaToken: _checked, ...others }) => others);
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(m.notARobot)}</Checkbox.Label>
          </Checkbox.Root>
          {issues.recaptchaToken ? (
            <Text color="red.700" fontSize="sm" role="alert">
              {seedText(issues.recaptchaToken)}
            </Text>
          ) : null}
        </Box>
        {snapshot.context.message && !snapshot.hasTag('busy') ? (
          <ErrorAlert message={seedText(snapshot.context.message)} />
        ) : null}
        <Box>
          <Button type="submit" colorPalette="purple" loading={snapshot.hasTag('busy')}>
            {t(m.sendPasscode)}
          </Button>
        </Box>
      </form>
    </Stack>
  );
}

function Otp() {
  const { actor, snapshot } = useRegistrationJourney();
  // The server refuses a resend within its cooldown, so the button waits for it too.
  const [canResend, setCanResend] = useState(false);
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  useEffect(() => {
    if (canResend) return;
    const timer = setTimeout(() => setCanResend(true), PASSCODE_RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [canResend]);
  return (
    <Stack gap="2">
      <PageHeader title={t(m.otpTitle)} description={t(m.otpText, { digits: PASSCODE_LENGTH })} />
      <PasscodeEntry
        length={PASSCODE_LENGTH}
        message={seedText(snapshot.context.message)}
        busy={snapshot.hasTag('busy')}
        canResend={canResend}
        cooldownSeconds={PASSCODE_RESEND_COOLDOWN_MS / 1000}
        colorPalette="purple"
        onSubmit={(code) => actor.send({ type: 'registration.submitOtp', code })}
        onResend={() => {
          setCanResend(false);
          actor.send({ type: 'registration.resendOtp' });
        }}
      />
    </Stack>
  );
}

function Confirm() {
  const { actor, snapshot } = useRegistrationJourney();
  const [consent, setConsent] = useState(false);
  const [contact, setContact] = useState(false);
  const [missing, setMissing] = useState(false);
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="5">
      <PageHeader title={t(m.confirmTitle)} description={t(m.confirmText)} />
      {/* The texts are the consent catalogue's, word for word: the versions recorded are these (decision 0611). */}
      <Checkbox.Root
        checked={consent}
        onCheckedChange={(change) => {
          setConsent(change.checked === true);
          setMissing(false);
        }}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="1" />
        <Checkbox.Label fontWeight="normal">
          <ConsentTexts kinds={REQUIRED_CONSENTS} />
        </Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root
        checked={contact}
        onCheckedChange={(change) => setContact(change.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="1" />
        <Checkbox.Label fontWeight="normal">
          <ConsentTexts kinds={['CONTACT']} />
        </Checkbox.Label>
      </Checkbox.Root>
      {missing ? (
        <Text color="red.700" role="alert">
          {t(m.agreeToContinue)}
        </Text>
      ) : null}
      <Box>
        <Button
          colorPalette="purple"
          loading={snapshot.hasTag('busy')}
          onClick={() => {
            setMissing(!consent);
            actor.send({ type: 'registration.confirm', consent, contact });
          }}
        >
          {t(m.showMyOffers)}
        </Button>
      </Box>
    </Stack>
  );
}

function LoanAmount() {
  const { actor } = useRegistrationJourney();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = amount.replace(/[$,\s]/g, '');
    const valid = /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0;
    setProblem(valid ? null : 'Enter an amount in dollars.');
    if (valid) actor.send({ type: 'registration.selectAmount', amount: value });
  };
  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={submit}>
        <PageHeader title={t(m.amountTitle)} description={t(m.amountText)} />
        <FormField label={t(m.loanAmount)} errorText={seedText(problem)} required>
          <Input name="loanAmount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <Box>
          <Button type="submit" colorPalette="purple">
            {t(m.continue)}
          </Button>
        </Box>
      </form>
    </Stack>
  );
}

const ACCOUNT_FIELDS: readonly FieldSpec[] = [
  { name: 'institutionName', label: m.bankName, autoComplete: 'off' },
  { name: 'routingNumber', label: m.routingNumber, autoComplete: 'off', inputMode: 'numeric' },
  { name: 'accountNumber', label: m.accountNumber, autoComplete: 'off', inputMode: 'numeric' },
];
const AccountForm = v.omit(LinkedAccountRequest, ['loanAmount']);

function LinkAccount() {
  const { actor, snapshot, setAccount } = useRegistrationJourney();
  const { inputs, trimmed, setIssues } = useTextFields(ACCOUNT_FIELDS);
  const { formatMessage: t } = useIntl();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AccountForm, trimmed());
    setIssues(parsed.success ? {} : issuesOf(parsed.issues));
    if (!parsed.success) return;
    setAccount(parsed.output);
    actor.send({ type: 'registration.linkAccount' });
  };
  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={submit}>
        <PageHeader title={t(m.accountTitle)} description={t(m.accountText)} />
        {inputs}
        <Box>
          <Button type="submit" colorPalette="purple" loading={snapshot.hasTag('busy')}>
            {t(m.linkAccount)}
          </Button>
        </Box>
      </form>
    </Stack>
  );
}

/** A registration problem: its title, the message (a catalogue's, or a domain text translated), and a retry. */
function Problem(props: { title: Message; message: Message | string; retry?: boolean }) {
  const { actor } = useRegistrationJourney();
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  return (
    <Stack gap="5">
      <PageHeader title={t(props.title)} />
      <ErrorAlert message={typeof props.message === 'string' ? seedText(props.message) : t(props.message)} />
      {props.retry ? (
        <Box>
          <Button colorPalette="purple" onClick={() => actor.send({ type: 'registration.retry' })}>
            {t(m.tryAgain)}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The screen of each registration state. */
export function RegistrationScreen() {
  const { snapshot } = useRegistrationJourney();
  const { formatMessage: t } = useIntl();
  if (snapshot.matches('welcome')) return <Welcome />;
  if (snapshot.matches({ lookup: 'form' }) || snapshot.matches({ lookup: 'searching' })) return <Lookup />;
  if (snapshot.matches('otp')) return <Otp />;
  if (snapshot.matches('confirm')) return <Confirm />;
  if (snapshot.matches('generating')) return <PageSpinner label={t(m.generating)} />;
  if (snapshot.matches('loanamount')) return <LoanAmount />;
  if (snapshot.matches('linkaccount')) return <LinkAccount />;
  if (snapshot.matches('lookupFailed')) return <Problem title={m.notFoundTitle} message={m.notFoundText} retry />;
  if (snapshot.matches('passcodeAttemptsExceeded'))
    return <Problem title={m.tooManyTitle} message={PASSCODE_MESSAGES.maxRetries} />;
  if (snapshot.matches('generatingFailed')) return <Problem title={m.notReadyTitle} message={m.genericText} retry />;
  if (snapshot.matches('error')) return <Problem title={m.oopsTitle} message={m.genericText} />;
  return <PageSpinner label={t(m.oneMoment)} />;
}
