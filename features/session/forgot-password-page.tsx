import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { forgotPassword } from '../../api/session.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import { AuthCard } from '../../ui/auth-card.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { registerConsoleRecipes } from '../../ui/late-recipes.ts';
import { TextField } from '../../ui/text-field.tsx';
import { forgotPasswordPageMessages as m } from './messages/forgot-password-page.ts';
import { loginMessages } from './messages/login.ts';
import { CONSOLE_LABELS } from './realm-labels.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { useAppServices } from './services.ts';

// Loaded on first visit, before it renders: the console components' recipes (the password field's addon).
registerConsoleRecipes();

/** The token of a mailed reset link (`?token=…`), if the page was opened from one. */
function useResetToken(): string | null {
  const search: Record<string, unknown> = useSearch({ strict: false });
  return typeof search.token === 'string' && search.token !== '' ? search.token : null;
}

/**
 * /{realm}/forgot-password: asks who you are and mails a reset link; opened from that link (`?token=`), it sets the
 * new password instead.
 */
export function ForgotPasswordPage({ realm }: { realm: ConsoleRealm }) {
  const { formatMessage: t } = useIntl();
  const token = useResetToken();
  const navigate = useNavigate();
  if (token) {
    const page = REALM_ROUTES[realm].forgotPasswordPath;
    return (
      <ResetCard realm={realm} title={t(m.setANewPassword)} description={t(m.chooseThePasswordYouWill)}>
        <ResetPasswordForm realm={realm} token={token} onAskAgain={() => void navigate({ to: page, replace: true })} />
      </ResetCard>
    );
  }
  return <AskForResetLink realm={realm} />;
}

/** Both steps' card: the realm's console named above the title, the way back to sign-in below the form. */
function ResetCard(props: { realm: ConsoleRealm; title: string; description: string; children: ReactNode }) {
  const { realm, title, description, children } = props;
  const { formatMessage: t } = useIntl();
  return (
    <AuthCard
      eyebrow={t(CONSOLE_LABELS[realm].console)}
      title={title}
      description={description}
      footer={<BackToSignIn realm={realm} />}
    >
      {children}
    </AuthCard>
  );
}

function BackToSignIn({ realm }: { realm: ConsoleRealm }) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const loginPath = REALM_ROUTES[realm].loginPath;
  return (
    <Link
      href={loginPath}
      color="brand.fg"
      fontWeight="500"
      onClick={(event) => {
        event.preventDefault();
        void navigate({ to: loginPath });
      }}
    >
      {t(m.backToSignIn)}
    </Link>
  );
}

function AskForResetLink({ realm }: { realm: ConsoleRealm }) {
  const { formatMessage: t } = useIntl();
  const client = useAppServices().clients[realm];
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
  return (
    <ResetCard realm={realm} title={t(m.resetYourPassword)} description={t(m.tellUsWhoYouAre)}>
      {send.isSuccess ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t(loginMessages.forgotPasswordSent)}</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <ErrorAlert message={send.isError ? t(loginMessages.generic) : null} />
            {labels.tenant ? (
              <TextField
                label={t(labels.tenant)}
                required
                errorText={touched && missingTenant ? t(m.tenantIsRequired, { tenant: t(labels.tenant) }) : undefined}
                name="tenant"
                value={tenant}
                onChange={setTenant}
              />
            ) : null}
            <TextField
              label={t(m.username)}
              required
              errorText={touched && missingUser ? t(m.usernameIsRequired) : undefined}
              name="username"
              autoComplete="username"
              value={user}
              onChange={setUser}
            />
            <Button type="submit" colorPalette="brand" size="lg" loading={send.isPending} loadingText={t(m.sending)}>
              {t(m.sendResetLink)}
            </Button>
          </Stack>
        </form>
      )}
    </ResetCard>
  );
}
