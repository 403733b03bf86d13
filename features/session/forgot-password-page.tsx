import { Alert, Button, Input, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { forgotPassword } from '../../api/session.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import { AuthCard } from '../../ui/auth-card.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LOGIN_MESSAGES } from './messages.ts';
import { CONSOLE_LABELS } from './realm-labels.ts';
import { useAppServices } from './services.ts';

export function ForgotPasswordPage({ realm }: { realm: ConsoleRealm }) {
  const client = useAppServices().clients[realm];
  const navigate = useNavigate();
  const labels = CONSOLE_LABELS[realm];
  const [tenant, setTenant] = useState('');
  const [user, setUser] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({
    mutationFn: (body: { realm: ConsoleRealm; user: string; tenant?: string }) => client.call(forgotPassword, { body }),
  });
  const missingTenant = labels.tenant !== null && tenant.trim() === '';
  const missingUser = user.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missingTenant || missingUser) return;
    send.mutate({ realm, user: user.trim(), ...(labels.tenant ? { tenant: tenant.trim() } : {}) });
  };
  const loginPath = REALM_ROUTES[realm].loginPath;
  return (
    <AuthCard
      eyebrow={labels.console}
      title="Reset your password"
      description="Tell us who you are and we will e-mail you a link to choose a new password."
      footer={
        <Link
          href={loginPath}
          color="brand.fg"
          fontWeight="500"
          onClick={(event) => {
            event.preventDefault();
            void navigate({ to: loginPath });
          }}
        >
          Back to sign in
        </Link>
      }
    >
      {send.isSuccess ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{LOGIN_MESSAGES.forgotPasswordSent}</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            {send.isError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{LOGIN_MESSAGES.generic}</Alert.Title>
              </Alert.Root>
            ) : null}
            {labels.tenant ? (
              <FormField
                label={labels.tenant}
                required
                errorText={touched && missingTenant ? `${labels.tenant} is required` : undefined}
              >
                <Input name="tenant" value={tenant} onChange={(e) => setTenant(e.target.value)} />
              </FormField>
            ) : null}
            <FormField
              label="Username"
              required
              errorText={touched && missingUser ? 'Username is required' : undefined}
            >
              <Input name="username" autoComplete="username" value={user} onChange={(e) => setUser(e.target.value)} />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={send.isPending} loadingText="Sending">
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
