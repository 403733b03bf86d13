import { Alert, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { secretOnceMessages as m } from './messages/secret-once.ts';
import { copyToClipboard } from './toasts.ts';

export interface SecretOnceProps {
  /** What the secret is, e.g. "Signing secret": the field's accessible name and the alert's title. */
  readonly label: string;
  readonly secret: string;
  /** "Done": the caller forgets the secret; it cannot be shown again. */
  readonly onDone: () => void;
}

/**
 * A secret shown once (a postback signing secret, an API key): read-only in a field to select, a copy button, and the
 * warning that it will not be shown again. The caller keeps it in component state only, never in a query cache.
 */
export function SecretOnce({ label, secret, onDone }: SecretOnceProps) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  return (
    <Alert.Root status="warning" variant="surface" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{t(m.copyItNow, { label })}</Alert.Title>
        <Alert.Description>{t(m.itIsShownOnlyThis)}</Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          <Input
            readOnly
            value={secret}
            aria-label={label}
            fontFamily="mono"
            flex="1 1 16rem"
            minW="0"
            bg="bg"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" colorPalette="brand" onClick={() => void copyToClipboard(secret, intl)}>
            <LuCopy aria-hidden="true" /> {t(m.copy)}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {t(m.done)}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
