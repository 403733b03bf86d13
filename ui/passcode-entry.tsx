import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { OneTimeCodeInput } from './one-time-code-input.tsx';

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
        label="Passcode"
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
          Enter all {length} digits of your passcode.
        </Text>
      ) : null}
      {props.message && !props.busy ? (
        <Text color="red.700" role="alert">
          {props.message}
        </Text>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette={props.colorPalette} loading={props.busy}>
          Verify
        </Button>
        <Button
          variant="ghost"
          disabled={!props.canResend || props.busy}
          onClick={() => {
            setDigits(Array(length).fill(''));
            props.onResend();
          }}
        >
          {props.canResend ? 'Send a new code' : `You can ask for a new code in ${props.cooldownSeconds} seconds`}
        </Button>
      </HStack>
    </Stack>
  );
}
