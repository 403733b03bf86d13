import { Button, Center, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { AuthCard } from '../../ui/auth-card.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { TextFields } from '../../ui/text-field.tsx';
import { ThemedScope } from '../../ui/themed-scope.tsx';
import { ConsumerLocaleSwitch } from './i18n/consumer-intl.tsx';
import { signInMessages as m } from './i18n/messages/sign-in.ts';

/** The page's English title, which the build writes into the HTML's <title> (the live page then names it itself). */
export const CONSUMER_LOGIN_TITLE = m.title.defaultMessage;

/** What the consumer types: the access code from the offer letter and their last name. */
export interface ConsumerLoginValues {
  readonly accessCode: string;
  readonly lastName: string;
}

/** The fields, each with its message when left empty. */
const ROWS = [
  { key: 'accessCode', label: m.accessCode, missing: m.accessCodeRequired, autoComplete: 'off' },
  { key: 'lastName', label: m.lastName, missing: m.lastNameRequired, autoComplete: 'family-name' },
] as const;

export interface ConsumerLoginFormProps {
  readonly variables: Readonly<Record<string, string>> | null;
  readonly values: ConsumerLoginValues;
  /** Set after the first submit: empty fields then say so. */
  readonly touched: boolean;
  readonly pending: boolean;
  /** The failed sign-in's message, or null. */
  readonly failure: MessageDescriptor | null;
  readonly onChange: (key: keyof ConsumerLoginValues, value: string) => void;
  readonly onSubmit: (event: FormEvent) => void;
}

/**
 * What /consumer/auth/login shows: the access code from the offer letter plus the consumer's last name. No router,
 * query or session here, so the build can render its first state into the page's HTML (build/vite-prerender.ts) and the
 * phone paints it before any script ran (issue 17); the app then puts the live form in its place.
 */
export function ConsumerLoginForm(props: ConsumerLoginFormProps) {
  const { formatMessage: t } = useIntl();
  const { values, touched } = props;
  const rows = ROWS.map(({ label, missing, ...row }) => ({ ...row, label: t(label) }));
  const errors = Object.fromEntries(
    ROWS.filter((row) => touched && values[row.key].trim() === '').map((row) => [row.key, t(row.missing)]),
  );
  return (
    <ThemedScope variables={props.variables}>
      <AuthCard eyebrow={t(m.eyebrow)} title={t(m.title)} description={t(m.description)}>
        <form onSubmit={props.onSubmit} noValidate>
          <Stack gap="5">
            <ErrorAlert message={props.failure ? t(props.failure) : null} />
            <TextFields rows={rows} values={values} errors={errors} onChange={props.onChange} />
            <Button type="submit" colorPalette="brand" size="lg" loading={props.pending} loadingText={t(m.signingIn)}>
              {t(m.continue)}
            </Button>
          </Stack>
        </form>
        <Center mt="5">
          <ConsumerLocaleSwitch />
        </Center>
      </AuthCard>
    </ThemedScope>
  );
}
