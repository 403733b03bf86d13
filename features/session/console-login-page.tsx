import { Alert, Link, Stack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import { landingAfterLogin } from '../../machines/session/route-guard.ts';
import { AuthCard } from '../../ui/auth-card.tsx';
import { registerConsoleRecipes } from '../../ui/late-recipes.ts';
import { consoleLoginPageMessages as m } from './messages/console-login-page.ts';
import { loginMessages } from './messages/login.ts';
import { loginMessageFor } from './messages.ts';
import { CONSOLE_LABELS } from './realm-labels.ts';
import { clearAfterLoginRedirect, readAfterLoginRedirect } from './saved-redirect.ts';
import { SecondFactorForm } from './second-factor-form.tsx';
import { useAppServices } from './services.ts';
import { currentSession, sessionErrorCode } from './session-view.ts';
import { SignInForm, toSignInRequest } from './sign-in-form.tsx';
import { signUpLinkFor } from './sign-up-links.ts';

// Loaded on first visit, before it renders: the console components' recipes (the password field's addon).
registerConsoleRecipes();

/** /admin/login, /lender/login, /embedder/login: password, then the second factor when the realm asks for one. */
export function ConsoleLoginPage({ realm }: { realm: ConsoleRealm }) {
  const { formatMessage: t } = useIntl();
  const actor = useAppServices().sessions[realm];
  const navigate = useNavigate();
  const snapshot = useSelector(actor, (s) => s);
  const session = currentSession(snapshot);
  // Arriving from a completed password reset (the reset form adds ?passwordReset=true).
  const search: Record<string, unknown> = useSearch({ strict: false });

  useEffect(() => {
    if (!session) return;
    // 002 §2: a saved after-login redirect wins over the role's landing page, once.
    const to = landingAfterLogin(session, readAfterLoginRedirect());
    clearAfterLoginRedirect();
    void navigate({ to, replace: true });
  }, [session, navigate]);

  const errorCode = sessionErrorCode(snapshot);
  const error = errorCode ? t(loginMessageFor(errorCode)) : null;
  const labels = CONSOLE_LABELS[realm];
  const signUp = signUpLinkFor(realm);

  if (snapshot.matches({ signedOut: 'secondFactor' })) {
    return (
      <AuthCard eyebrow={t(labels.console)} title={t(m.twoStepVerification)}>
        <SecondFactorForm
          busy={snapshot.hasTag('busy')}
          error={error}
          onSubmit={(totp) => actor.send({ type: 'session.secondFactor', totp })}
          onCancel={() => actor.send({ type: 'session.cancelSecondFactor' })}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      eyebrow={t(labels.console)}
      title={t(m.signIn)}
      description={t(m.welcomeBackSignInTo)}
      footer={
        signUp ? (
          <>
            {t(m.newToOfferwell)}{' '}
            <Link href={signUp.href} color="brand.fg" fontWeight="600">
              {t(signUp.label)}
            </Link>
          </>
        ) : undefined
      }
    >
      {search.passwordReset === true && !error ? (
        <Stack mb="5">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t(loginMessages.passwordReset)}</Alert.Title>
          </Alert.Root>
        </Stack>
      ) : null}
      <SignInForm
        realm={realm}
        busy={snapshot.matches('loading') || snapshot.matches({ signedOut: 'signingIn' }) || session !== null}
        error={error}
        forgotPasswordHref={REALM_ROUTES[realm].forgotPasswordPath}
        onForgotPassword={(href) => void navigate({ href })}
        onSubmit={(values) => {
          actor.send({ type: 'session.signIn', request: toSignInRequest(realm, values) });
        }}
      />
    </AuthCard>
  );
}
