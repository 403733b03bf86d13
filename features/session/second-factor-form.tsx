import { Button, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { CODE_LENGTH, isCodeComplete } from '../../ui/one-time-code.ts';
import { OneTimeCodeInput } from '../../ui/one-time-code-input.tsx';
import { loginMessages } from './messages/login.ts';
import { secondFactorFormMessages as m } from './messages/second-factor-form.ts';

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
  const { formatMessage: t } = useIntl();
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
  const message = incomplete ? t(loginMessages.codeIncomplete) : error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Text color="fg.muted">{t(m.enterTheSixDigitCode)}</Text>
        <ErrorAlert message={message} />
        <OneTimeCodeInput digits={digits} onChange={setDigits} invalid={Boolean(message)} disabled={busy} />
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={t(m.verifying)}>
          {t(m.verify)}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t(m.backToSignIn)}
        </Button>
      </Stack>
    </form>
  );
}
