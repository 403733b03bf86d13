import { Alert, Box, Button, Checkbox, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { LinkedAccountRequest, RegistrationLookup } from '../../../api/registration.ts';
import {
  PASSCODE_LENGTH,
  PASSCODE_MESSAGES,
  PASSCODE_RESEND_COOLDOWN_MS,
  SANDBOX_HUMAN_TOKEN,
} from '../../../domain/catalog/identity.ts';
import { REQUIRED_CONSENTS } from '../../../domain/compliance/consents.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { PasscodeEntry } from '../../../ui/passcode-entry.tsx';
import { ConsentTexts } from '../consent-texts.tsx';
import { MARKETPLACE_MESSAGES } from '../marketplace/status-steps.tsx';
import { useRegistrationJourney } from './registration-context.ts';

type Issues = Readonly<Record<string, string>>;
/** The first message per field of a failed parse, for FormField's errorText. */
const issuesOf = (issues: readonly v.BaseIssue<unknown>[]): Issues =>
  Object.fromEntries(issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]).reverse());

function Welcome() {
  const { actor } = useRegistrationJourney();
  return (
    <Stack gap="6">
      <PageHeader
        title="Your pre-approved offers are waiting"
        description="Lenders near you have offers on loans, cards and accounts for you. Checking them does not affect your credit score, and it takes under 3 minutes."
      />
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="purple" size="lg" onClick={() => actor.send({ type: 'registration.start' })}>
          Find my offers
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/further/auth">I have an access code</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'password';
  autoComplete: string;
  inputMode?: 'numeric';
}

const LOOKUP_FIELDS: readonly FieldSpec[] = [
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
  { name: 'zipcode', label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric' },
  {
    name: 'ssnLastFour',
    label: 'Last 4 digits of your SSN',
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
  const trimmed = () => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
  const inputs = fields.map((field) => (
    <FormField key={field.name} label={field.label} errorText={issues[field.name]} required>
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
        <PageHeader
          title="Find your offers"
          description="Tell us who you are. We send a passcode to the email on file."
        />
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
            <Checkbox.Label>I'm not a robot</Checkbox.Label>
          </Checkbox.Root>
          {issues.recaptchaToken ? (
            <Text color="red.700" fontSize="sm" role="alert">
              {issues.recaptchaToken}
            </Text>
          ) : null}
        </Box>
        {snapshot.context.message && !snapshot.hasTag('busy') ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{snapshot.context.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="purple" loading={snapshot.hasTag('busy')}>
            Send my passcode
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
  useEffect(() => {
    if (canResend) return;
    const timer = setTimeout(() => setCanResend(true), PASSCODE_RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [canResend]);
  return (
    <Stack gap="2">
      <PageHeader
        title="Enter your passcode"
        description={`We sent a ${PASSCODE_LENGTH}-digit passcode to the email on file. It expires in 15 minutes.`}
      />
      <PasscodeEntry
        length={PASSCODE_LENGTH}
        message={snapshot.context.message}
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
  return (
    <Stack gap="5">
      <PageHeader title="Confirm and consent" description="One last thing before we show your offers." />
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
          Agree to the terms to continue.
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
          Show my offers
        </Button>
      </Box>
    </Stack>
  );
}

function LoanAmount() {
  const { actor } = useRegistrationJourney();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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
        <PageHeader
          title="How much do you need?"
          description="We show the offers that cover it first. You can change it later."
        />
        <FormField label="Loan amount ($)" errorText={problem} required>
          <Input name="loanAmount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <Box>
          <Button type="submit" colorPalette="purple">
            Continue
          </Button>
        </Box>
      </form>
    </Stack>
  );
}

const ACCOUNT_FIELDS: readonly FieldSpec[] = [
  { name: 'institutionName', label: 'Bank name', autoComplete: 'off' },
  { name: 'routingNumber', label: 'Routing number', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'accountNumber', label: 'Account number', autoComplete: 'off', inputMode: 'numeric' },
];
const AccountForm = v.omit(LinkedAccountRequest, ['loanAmount']);

function LinkAccount() {
  const { actor, snapshot, setAccount } = useRegistrationJourney();
  const { inputs, trimmed, setIssues } = useTextFields(ACCOUNT_FIELDS);
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
        <PageHeader
          title="Where should the money go?"
          description="Link the checking account your loan is paid into. We keep only its last four digits."
        />
        {inputs}
        <Box>
          <Button type="submit" colorPalette="purple" loading={snapshot.hasTag('busy')}>
            Link account and see offers
          </Button>
        </Box>
      </form>
    </Stack>
  );
}

function Problem(props: { title: string; message: string; retry?: string }) {
  const { actor } = useRegistrationJourney();
  return (
    <Stack gap="5">
      <PageHeader title={props.title} />
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{props.message}</Alert.Title>
      </Alert.Root>
      {props.retry ? (
        <Box>
          <Button colorPalette="purple" onClick={() => actor.send({ type: 'registration.retry' })}>
            {props.retry}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The screen of each registration state. */
export function RegistrationScreen() {
  const { snapshot } = useRegistrationJourney();
  if (snapshot.matches('welcome')) return <Welcome />;
  if (snapshot.matches({ lookup: 'form' }) || snapshot.matches({ lookup: 'searching' })) return <Lookup />;
  if (snapshot.matches('otp')) return <Otp />;
  if (snapshot.matches('confirm')) return <Confirm />;
  if (snapshot.matches('generating')) return <PageSpinner label="Finding your offers… this takes under 3 minutes." />;
  if (snapshot.matches('loanamount')) return <LoanAmount />;
  if (snapshot.matches('linkaccount')) return <LinkAccount />;
  if (snapshot.matches('lookupFailed'))
    return (
      <Problem
        title="We couldn't find your offers"
        message="We could not find your records with those details. Check them and try again."
        retry="Try again"
      />
    );
  if (snapshot.matches('passcodeAttemptsExceeded'))
    return <Problem title="Too many attempts" message={PASSCODE_MESSAGES.maxRetries} />;
  if (snapshot.matches('generatingFailed'))
    return <Problem title="Your offers are not ready" message={MARKETPLACE_MESSAGES.generic} retry="Try again" />;
  if (snapshot.matches('error'))
    return <Problem title="Oops! Something went wrong." message={MARKETPLACE_MESSAGES.generic} />;
  return <PageSpinner label="One moment…" />;
}
