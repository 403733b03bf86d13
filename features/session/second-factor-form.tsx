import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { CODE_LENGTH, isCodeComplete } from '../../ui/one-time-code.ts';
import { OneTimeCodeInput } from '../../ui/one-time-code-input.tsx';
import { LOGIN_MESSAGES } from './messages.ts';

export function SecondFactorForm({
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (totp: string) => void;
  onCancel: () => void;
}) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: CODE_LENGTH }, () => ''));
  const [incomplete, setIncomplete] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeComplete(digits)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    onSubmit(digits.join(''));
  };
  const message = incomplete ? LOGIN_MESSAGES.codeIncomplete : error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Text color="fg.muted">Enter the six-digit code from your authenticator app.</Text>
        {message ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <OneTimeCodeInput digits={digits} onChange={setDigits} invalid={Boolean(message)} disabled={busy} />
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Verifying">
          Verify
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
