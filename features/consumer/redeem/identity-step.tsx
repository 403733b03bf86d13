import { Alert, Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { PASSCODE_LENGTH, PASSCODE_RESEND_COOLDOWN_MS } from '../../../domain/catalog/identity.ts';
import type { KbaQuestion, PasscodeMachine } from '../../../machines/passcode/passcode-machine.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { PasscodeEntry } from '../../../ui/passcode-entry.tsx';
import { identityMessages as m } from '../i18n/messages/redeem-verify.ts';
import { useSeedText } from '../i18n/seed-text.ts';
import { JourneyFrame } from './journey-frame.tsx';
import { useRedeemJourney } from './redeem-context.ts';

type PasscodeRef = ActorRefFrom<PasscodeMachine>;

/** Identity verification (001 §4): the passcode machine runs as the journey's child; these screens drive it. */
export function IdentityScreen() {
  const { snapshot } = useRedeemJourney();
  const child = snapshot.children.passcode as PasscodeRef | undefined;
  if (snapshot.matches('identityFailed') || !child) return <IdentityFailed />;
  return <PasscodeFlow passcode={child} />;
}

function PasscodeFlow({ passcode }: { passcode: PasscodeRef }) {
  const state = useSelector(passcode, (s) => s);
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  const frame = (children: React.ReactNode, description?: string) => (
    <JourneyFrame stage="Identity" title={t(m.title)} description={description}>
      {children}
    </JourneyFrame>
  );
  if (state.matches('choosing')) {
    const offered = (method: 'passcode' | 'kba') => !state.context.unavailable.includes(method);
    return frame(
      <Stack gap="3">
        {state.context.message && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{seedText(state.context.message)}</Alert.Title>
          </Alert.Root>
        )}
        <Stack gap="3" direction={{ base: 'column', sm: 'row' }}>
          {offered('passcode') && (
            <Button colorPalette="brand" onClick={() => passcode.send({ type: 'passcode.choose', method: 'passcode' })}>
              {t(m.sendPasscode)}
            </Button>
          )}
          {offered('kba') && (
            <Button variant="outline" onClick={() => passcode.send({ type: 'passcode.choose', method: 'kba' })}>
              {t(m.questionsInstead)}
            </Button>
          )}
        </Stack>
      </Stack>,
      t(m.choose),
    );
  }
  if (state.matches('lockedOut'))
    return frame(
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{seedText(state.context.message)}</Alert.Title>
      </Alert.Root>,
    );
  if (state.matches('code')) return frame(<Passcode passcode={passcode} />);
  if (state.matches('kba'))
    return frame(<KnowledgeQuestions passcode={passcode} questions={state.context.questions} />);
  return <PageSpinner label={t(m.verifying)} />;
}

function Passcode({ passcode }: { passcode: PasscodeRef }) {
  const state = useSelector(passcode, (s) => s);
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  return (
    <PasscodeEntry
      length={PASSCODE_LENGTH}
      intro={<Text>{t(m.sent, { digits: PASSCODE_LENGTH })}</Text>}
      message={seedText(state.context.message)}
      busy={state.matches({ code: { entry: 'verifying' } })}
      canResend={state.matches({ code: { resend: 'ready' } })}
      cooldownSeconds={PASSCODE_RESEND_COOLDOWN_MS / 1000}
      colorPalette="brand"
      onSubmit={(code) => passcode.send({ type: 'passcode.submit', code })}
      onResend={() => passcode.send({ type: 'passcode.resend' })}
    />
  );
}

function KnowledgeQuestions({ passcode, questions }: { passcode: PasscodeRef; questions: readonly KbaQuestion[] }) {
  const verifying = useSelector(passcode, (s) => s.matches({ kba: 'verifying' }));
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [incomplete, setIncomplete] = useState(false);
  const { formatMessage: t } = useIntl();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = questions.some((question) => !answers[question.id]);
    setIncomplete(missing);
    if (!missing) passcode.send({ type: 'kba.answer', answers });
  };
  return (
    <Stack as="form" gap="5" onSubmit={submit}>
      {questions.map((question) => (
        <RadioGroup.Root
          key={question.id}
          name={question.id}
          value={answers[question.id] ?? null}
          onValueChange={(change) => setAnswers({ ...answers, [question.id]: change.value ?? '' })}
          aria-labelledby={`kba-${question.id}`}
        >
          <Text id={`kba-${question.id}`} fontWeight="600" mb="2">
            {question.text}
          </Text>
          <Stack gap="2">
            {question.choices.map((choice) => (
              <RadioGroup.Item key={choice} value={choice}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{choice}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ))}
      {incomplete ? (
        <Text color="red.700" role="alert">
          {t(m.answerAll)}
        </Text>
      ) : null}
      <HStack>
        <Button type="submit" colorPalette="brand" loading={verifying}>
          {t(m.verify)}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The passcode flow ended without a pass: the seed's message, and a way on where there is one. */
function IdentityFailed() {
  const { snapshot, actor } = useRedeemJourney();
  const { identityOutcome, identityMessage } = snapshot.context;
  const canRetry = identityOutcome === 'sessionExpired' || identityOutcome === 'technicalError';
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  return (
    <JourneyFrame stage="Identity" title={t(m.failedTitle)}>
      <ErrorAlert message={seedText(identityMessage ?? 'We are unable to verify your information at this time')} />
      {canRetry ? (
        <HStack>
          <Button colorPalette="brand" onClick={() => actor.send({ type: 'redeem.retry' })}>
            {t(m.tryAgain)}
          </Button>
        </HStack>
      ) : (
        <Text color="fg.muted">{t(m.stays)}</Text>
      )}
    </JourneyFrame>
  );
}
