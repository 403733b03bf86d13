import { Alert, Button, HStack, Input, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCopy } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { secretOnceMessages as m } from './messages/secret-once.ts';
import { copyToClipboard } from './toasts.ts';

export interface ShownOnceProps {
  /** What to do with it now, the alert's title. */
  readonly title: string;
  readonly description?: string | undefined;
  /** The ways to keep it (a field to select with a copy button, a download), before "Done". */
  readonly children: ReactNode;
  /** "Done": the caller forgets what it showed; it cannot be shown again. */
  readonly onDone: () => void;
}

/**
 * Something the server gives once and never keeps readable (a signing secret, an API key, a new private key): a
 * warning with the ways to keep it, then "Done". Its caller holds it in component state only, never in a query cache.
 */
export function ShownOnce({ title, description, children, onDone }: ShownOnceProps) {
  const { formatMessage: t } = useIntl();
  return (
    <Alert.Root status="warning" variant="surface" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
        <HStack gap="2" flexWrap="wrap">
          {children}
          <Button size="sm" variant="outline" onClick={onDone}>
            {t(m.done)}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}

export interface SecretOnceProps {
  /** What the secret is, e.g. "Signing secret": the field's accessible name and the alert's title. */
  readonly label: string;
  readonly secret: string;
  /** "Done": the caller forgets the secret; it cannot be shown again. */
  readonly onDone: () => void;
}

/**
 * A secret shown once (a postback signing secret, an API key): read-only in a field to select, a copy button, and the
 * warning that it will not be shown again.
 */
export function SecretOnce({ label, secret, onDone }: SecretOnceProps) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  return (
    <ShownOnce title={t(m.copyItNow, { label })} description={t(m.itIsShownOnlyThis)} onDone={onDone}>
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
    </ShownOnce>
  );
}
