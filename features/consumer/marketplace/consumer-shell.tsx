import { Button, Container, HStack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { REALM_ROUTES } from '../../../domain/realms.ts';
import { afterFirstPaint } from '../../../ui/after-first-paint.ts';
import { lazyExport, preloadWhenIdle } from '../../../ui/lazy-component.ts';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { ThemedScope } from '../../../ui/themed-scope.tsx';
import { ConsentRequest } from '../consent-request.tsx';
import { consentsQuery } from '../consents-query.ts';
// From the entry's own queries: queries.ts also declares the loans call (and with it money's decimals).
import { CONSUMER_KEY, themeQuery } from '../entry-queries.ts';
import { ConsumerLocaleSwitch } from '../i18n/consumer-intl.tsx';
import { marketplaceStatusMessages } from '../i18n/messages/marketplace-status.ts';
import { shellMessages as m } from '../i18n/messages/shell.ts';
import { OpenerGate } from '../opener/opener-gate.tsx';
import { clearJourneyStorage } from '../redeem/application-storage.ts';
import { RedeemJourneyProvider } from '../redeem/redeem-journey-chunk.ts';
import { isRedeemPath } from '../redeem/redeem-paths.ts';
import { useConsumerServices } from '../services.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';
import { referrerKey } from '../workflow/referrer-key.ts';
import { Brand } from './brand.tsx';
import { errorCodeOf } from './error-code.ts';

// The signed-out error pages load when one is shown (with every code's texts), like the redeem journey: browsing
// the marketplace never loads them (issue 17).
const SignedOutErrorPage = lazyExport(() => import('./signed-out-error-page.tsx'), 'SignedOutErrorPage');
// The marketplace's screen (statecharts, workflow rules, money, first steps) is not in the first paint: its chunk is
// fetched once the consent request is known (useScreenMounted), not beside the page's first calls and scripts, which
// the first paint waits for (issue 31 item 5).
const WorkflowScreen = lazyExport(() => import('./workflow-screen.tsx'), 'WorkflowScreen');

/**
 * Whether the marketplace's screen may mount: false at first, then true — set in a transition — once the consent
 * request above it knows what it shows (its call answered or failed). The page then paints top first: the header
 * and the consent request (often the page's largest text) commit and paint before the screen's render (its
 * statecharts and first step, the page's longest render: Chakra resolving every element's styles), which no longer
 * delays them, and React renders a transition in slices with the browser free to paint between them (issue 31
 * item 5). The screen's chunk is fetched once the page has painted (afterFirstPaint), so the first paint waits for
 * none of its bytes; the screen mounts once it is in: mounted before, it would show its Suspense fallback,
 * and React would hold the screen back until 300 ms after that (its fallback throttle). Until then the screen's
 * place shows the wait it shows while its workflow loads.
 */
function useScreenMounted(consentKnown: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!consentKnown) return;
    let current = true;
    const cancel = afterFirstPaint(() => {
      // preload() never fails: after a failed download the screen's render tries again (and shows its error).
      void WorkflowScreen.preload().then(() => {
        if (current) startTransition(() => setMounted(true));
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [consentKnown]);
  return mounted;
}

/**
 * The consumer layout: signed in, the marketplace shell; signed out, only the public error pages reach here (the
 * layout's guard sends every other page to sign-in), shown without the marketplace behind them.
 */
export function ConsumerShell({ prefix }: { prefix: ConsumerPrefix }) {
  const { sessions } = useConsumerServices();
  const signedIn = useSelector(sessions.consumer, (s) => s.context.session != null);
  const here = useRouterState({ select: (s) => s.location.pathname }).slice(prefix.length);
  const { formatMessage: t } = useIntl();
  if (signedIn) return <SignedInShell prefix={prefix} />;
  const code = errorCodeOf(here);
  // Signing out mid-page: nothing to show while the logout sends the consumer to the sign-in page.
  return code === undefined ? null : (
    <Suspense fallback={<PageSpinner label={t(m.loading)} />}>
      <SignedOutErrorPage prefix={prefix} code={code} />
    </Suspense>
  );
}

/** Header, the workflow router for this variant, and the current step's screen. */
function SignedInShell({ prefix }: { prefix: ConsumerPrefix }) {
  const { sessions, clients } = useConsumerServices();
  const firstName = useSelector(sessions.consumer, (s) => s.context.session?.consumer?.firstName);
  // The embedder's colours dress every step once the consumer is known (their session names the embedder).
  const theme = useQuery({ ...themeQuery(clients.consumer), enabled: Boolean(firstName) });
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.pathname }).slice(prefix.length);
  const queryClient = useQueryClient();
  const { formatMessage: t } = useIntl();
  // The call was started beside the screen's own (marketplace-warmup.ts); a failing one does not hold the screen.
  const consents = useQuery(consentsQuery(clients.consumer));
  const screenMounted = useScreenMounted(!consents.isPending || consents.failureCount > 0);
  const onOfferDetails = /^\/offers\/[^/]+$/.test(here);
  useEffect(() => (onOfferDetails ? preloadWhenIdle(RedeemJourneyProvider.preload) : undefined), [onOfferDetails]);
  const logout = () => {
    sessions.consumer.send({ type: 'session.logout' });
    // The remembered page belongs to this consumer: the next one on this tab must not be sent there.
    for (const variant of ['/consumer', '/further'] as const) sessionStorage.removeItem(referrerKey(variant));
    clearJourneyStorage();
    queryClient.removeQueries({ queryKey: CONSUMER_KEY });
    void navigate({ to: REALM_ROUTES.consumer.logoutLanding, replace: true });
  };
  return (
    <OpenerGate>
      <ThemedScope variables={theme.data?.theme?.variables ?? null} minH="100dvh" bg="bg.canvas">
        <HStack as="header" justify="space-between" px={{ base: '3', md: '8' }} py="3" bg="bg" borderBottomWidth="1px">
          <Brand prefix={prefix} />
          {/* Tighter on a phone: "Cerrar sesión" beside the language switch must not run off a 390-pixel screen. */}
          <HStack gap={{ base: '2', md: '3' }}>
            {firstName ? (
              <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }}>
                {t(m.greeting, { firstName })}
              </Text>
            ) : null}
            <ConsumerLocaleSwitch />
            <Button size="sm" variant="outline" onClick={logout}>
              {t(m.logOut)}
            </Button>
          </HStack>
        </HStack>
        <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }}>
          <ConsentRequest prefix={prefix} />
          {/* The redeem journey has its own statechart; the marketplace router hands over to it at the redemption page. */}
          {isRedeemPath(here) ? (
            <Suspense fallback={<PageSpinner label={t(m.loadingOffer)} />}>
              <RedeemJourneyProvider prefix={prefix} />
            </Suspense>
          ) : screenMounted ? (
            <Suspense fallback={<PageSpinner label={t(marketplaceStatusMessages.findingOffers)} />}>
              <WorkflowScreen prefix={prefix} />
            </Suspense>
          ) : (
            <PageSpinner label={t(marketplaceStatusMessages.findingOffers)} />
          )}
          <Outlet />
        </Container>
      </ThemedScope>
    </OpenerGate>
  );
}
