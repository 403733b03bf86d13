import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { AuthCard } from '../../ui/auth-card.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { ThemedScope } from '../../ui/themed-scope.tsx';

export const CONSUMER_LOGIN_TITLE = 'See your offers';

export interface ConsumerLoginFormProps {
  readonly variables: Readonly<Record<string, string>> | null;
  readonly accessCode: string;
  readonly lastName: string;
  /** Set after the first submit: empty fields then say so. */
  readonly touched: boolean;
  readonly pending: boolean;
  /** The failed sign-in's message, or null. */
  readonly failure: string | null;
  readonly onAccessCodeChange: (value: string) => void;
  readonly onLastNameChange: (value: string) => void;
  readonly onSubmit: (event: FormEvent) => void;
}

/**
 * What /consumer/auth/login shows: the access code from the offer letter plus the consumer's last name. No router,
 * query or session here, so the build can render its first state into the page's HTML (build/vite-prerender.ts) and the
 * phone paints it before any script ran (issue 17); the app then puts the live form in its place.
 */
export function ConsumerLoginForm(props: ConsumerLoginFormProps) {
  const missingCode = props.accessCode.trim() === '';
  const missingName = props.lastName.trim() === '';
  return (
    <ThemedScope variables={props.variables}>
      <AuthCard
        eyebrow="Your pre-approved offers"
        title={CONSUMER_LOGIN_TITLE}
        description="Enter the access code from your offer letter or e-mail and your last name."
      >
        <form onSubmit={props.onSubmit} noValidate>
          <Stack gap="5">
            {props.failure ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{props.failure}</Alert.Title>
              </Alert.Root>
            ) : null}
            <FormField
              label="Access code"
              required
              errorText={props.touched && missingCode ? 'Access code is required' : undefined}
            >
              <Input
                name="accessCode"
                autoComplete="off"
                value={props.accessCode}
                onChange={(e) => props.onAccessCodeChange(e.target.value)}
              />
            </FormField>
            <FormField
              label="Last name"
              required
              errorText={props.touched && missingName ? 'Last name is required' : undefined}
            >
              <Input
                name="lastName"
                autoComplete="family-name"
                value={props.lastName}
                onChange={(e) => props.onLastNameChange(e.target.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={props.pending} loadingText="Signing in">
              Continue
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </ThemedScope>
  );
}
