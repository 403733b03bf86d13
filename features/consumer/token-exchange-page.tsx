import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { getCurrentConsumer } from '../../api/consumer-parts/entry.ts';
import { getOpenerOrigins } from '../../api/opener.ts';
import { REALM_ROUTES } from '../../domain/realms.ts';
import { useAppActor } from '../../kit/use-app-actor.ts';
import {
  consumerTokenExchangeMachine,
  type ExchangedConsumer,
} from '../../machines/session/consumer-token-exchange-machine.ts';
import { ErrorScreen } from '../../ui/error-screen.tsx';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { openerMessages as m } from './i18n/messages/marketplace-status.ts';
import { useSeedText } from './i18n/seed-text.ts';
import { useConsumerServices } from './services.ts';

const ExchangeAnswer = v.object({ jwt: v.pipe(v.string(), v.minLength(1)) });
// Each call handles its own failure (the machine's failed state shows it): no 401 or 5xx redirect.
const QUIET = { auth: false, handleUnauthorized: false, suppressServerErrorRedirect: true } as const;

/** The two calls of 000 §7's exchange: the absolute GET without Authorization, then the consumer with the jwt. */
const exchangeActors = (client: ApiClient) => ({
  exchangeToken: fromPromise(async ({ input }: { input: { exchangeUrl: string } }) =>
    v.parse(ExchangeAnswer, await client.request('GET', input.exchangeUrl, QUIET)),
  ),
  loadConsumer: fromPromise(
    async ({ input }: { input: { jwt: string } }): Promise<ExchangedConsumer> =>
      client.call(getCurrentConsumer, { ...QUIET, headers: { authorization: `Bearer ${input.jwt}` } }),
  ),
});

/**
 * /consumer/auth/exchange?exchange=<absolute address>: the token-exchange sign-in (docs/decisions/0672), the flow
 * with no initial state — the consumer lands on the marketplace at offers generated.
 */
export function TokenExchangePage() {
  const { clients } = useConsumerServices();
  const exchangeUrl = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>).exchange,
  });
  const [origins, setOrigins] = useState<readonly string[] | null>(null);
  const { formatMessage: t } = useIntl();
  useEffect(() => {
    let cancelled = false;
    clients.consumer
      .call(getOpenerOrigins, { params: { realm: 'consumer' }, suppressServerErrorRedirect: true })
      .then(({ origins: allowed }) => !cancelled && setOrigins(allowed))
      .catch(() => !cancelled && setOrigins([]));
    return () => {
      cancelled = true;
    };
  }, [clients]);
  if (!origins) return <PageSpinner label={t(m.signingIn)} />;
  return <Exchange exchangeUrl={typeof exchangeUrl === 'string' ? exchangeUrl : ''} allowedOrigins={origins} />;
}

function Exchange(props: { exchangeUrl: string; allowedOrigins: readonly string[] }) {
  const { clients, sessions } = useConsumerServices();
  const navigate = useNavigate();
  const actor = useAppActor(() => consumerTokenExchangeMachine.provide({ actors: exchangeActors(clients.consumer) }), {
    input: { exchangeUrl: props.exchangeUrl, appOrigin: window.location.origin, allowedOrigins: props.allowedOrigins },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  const session = snapshot.matches('signedIn') ? snapshot.context.session : null;
  useEffect(() => {
    if (!session) return;
    sessions.consumer.send({ type: 'session.established', session });
    void navigate({ to: REALM_ROUTES.consumer.defaultLanding, replace: true });
  }, [session, sessions, navigate]);
  if (snapshot.matches('failed'))
    return <ErrorScreen title={t(m.notSignedIn)} message={seedText(snapshot.context.error ?? '')} />;
  return <PageSpinner label={t(m.signingIn)} />;
}
