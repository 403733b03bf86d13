import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { consumerSignIn } from '../../api/session.ts';
import { AuthCard } from '../../ui/auth-card.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { ThemedScope } from '../../ui/themed-scope.tsx';
import { useConsumerServices } from './services.ts';
import { useSiteLanding } from './site-landing.ts';

const CONSUMER_AUTH_FAILED_MESSAGE =
  'We could not find offers for that access code and last name. Please check them and try again.';
const GENERIC_MESSAGE = 'Something went wrong. Please try again later.';

function errorMessage(error: unknown): string {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? CONSUMER_AUTH_FAILED_MESSAGE : GENERIC_MESSAGE;
}

/** /consumer/auth/login: the access code from the offer letter plus the consumer's last name. */
export function ConsumerLoginPage() {
  const { sessions, clients } = useConsumerServices();
  const navigate = useNavigate();
  // A site key's QR link: its embedder's colours, and the product's category after sign-in.
  const site = useSiteLanding();
  const [accessCode, setAccessCode] = useState('');
  const [lastName, setLastName] = useState('');
  const [touched, setTouched] = useState(false);
  const signIn = useMutation({
    mutationFn: (body: { accessCode: string; lastName: string }) => clients.consumer.call(consumerSignIn, { body }),
    onSuccess: (session) => {
      sessions.consumer.send({ type: 'session.established', session });
      void navigate({ to: site.landing, replace: true });
    },
  });
  const missingCode = accessCode.trim() === '';
  const missingName = lastName.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missingCode || missingName) return;
    signIn.mutate({ accessCode: accessCode.trim(), lastName: lastName.trim() });
  };
  return (
    <ThemedScope variables={site.variables}>
      <AuthCard
        eyebrow="Your pre-approved offers"
        title="See your offers"
        description="Enter the access code from your offer letter or e-mail and your last name."
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            {signIn.isError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{errorMessage(signIn.error)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <FormField
              label="Access code"
              required
              errorText={touched && missingCode ? 'Access code is required' : undefined}
            >
              <Input
                name="accessCode"
                autoComplete="off"
                value={accessCode}
                onChange={(e) => setAccessCode(e.target.value)}
              />
            </FormField>
            <FormField
              label="Last name"
              required
              errorText={touched && missingName ? 'Last name is required' : undefined}
            >
              <Input
                name="lastName"
                autoComplete="family-name"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={signIn.isPending} loadingText="Signing in">
              Continue
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </ThemedScope>
  );
}
