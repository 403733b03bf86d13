import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { OneTimeCodeInput } from './one-time-code-input.tsx';
import { passcodeEntryMessages as m } from './passcode-entry-messages.ts';

/**
 * Entering a texted or mailed passcode: all digits are required before it is sent (001 §5), the server's message
 * shows under the boxes, and a new code can be asked for once the cooldown allows.
 */
export function PasscodeEntry(props: {
  length: number;
  intro?: ReactNode;
  message: string | null;
  busy: boolean;
  canResend: boolean;
  cooldownSeconds: number;
  colorPalette: string;
  onSubmit: (code: string) => void;
  onResend: () => void;
}) {
  const { length } = props;
  const [digits, setDigits] = useState<string[]>(() => Array(length).fill(''));
  const [incomplete, setIncomplete] = useState(false);
  const { formatMessage: t } = useIntl();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    setIncomplete(code.length !== length);
    if (code.length === length) props.onSubmit(code);
  };
  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      {props.intro}
      <OneTimeCodeInput
        label={t(m.passcode)}
        digitLabel={(digit) => t(m.digit, { digit })}
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setIncomplete(false);
        }}
        invalid={incomplete || props.message !== null}
        disabled={props.busy}
      />
      {incomplete ? (
        <Text color="red.700" role="alert">
          {t(m.allDigits, { digits: length })}
        </Text>
      ) : null}
      {props.message && !props.busy ? (
        <Text color="red.700" role="alert">
          {props.message}
        </Text>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette={props.colorPalette} loading={props.busy}>
          {t(m.verify)}
        </Button>
        <Button
          variant="ghost"
          disabled={!props.canResend || props.busy}
          onClick={() => {
            setDigits(Array(length).fill(''));
            props.onResend();
          }}
        >
          {props.canResend ? t(m.newCode) : t(m.cooldown, { seconds: props.cooldownSeconds })}
        </Button>
      </HStack>
    </Stack>
  );
}
