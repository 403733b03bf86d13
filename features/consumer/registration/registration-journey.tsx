import { Box, Container, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { routeOf, type ScreenUrl, useStatechartUrl } from '../../../kit/statechart-url.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import { registerStepRecipes } from '../../../ui/late-recipes.ts';
import { ConsumerLocaleSwitch } from '../i18n/consumer-intl.tsx';
import { FurtherBrand } from '../marketplace/brand.tsx';
import { rememberRequestedAmount } from '../redeem/application-storage.ts';
import { useConsumerServices } from '../services.ts';
import { type BankAccount, provideRegistrationActors } from './registration-actors.ts';
import { type RegistrationJourney, RegistrationJourneyContext } from './registration-context.ts';
import { REGISTRATION_PATHS } from './registration-paths.ts';
import { RegistrationScreen } from './registration-screens.tsx';

// Loaded when first reached, before it renders: the recipes of its components the first screens do not use.
registerStepRecipes();

const PREFIX = '/further';
/** Where a registered consumer goes: the /further marketplace, with the amount they asked for. */
const MARKETPLACE = `${PREFIX}/marketplace`;
const PAGES = new Set(REGISTRATION_PATHS.map((path) => `${PREFIX}${path}`));

/**
 * The /further registration (001 §2, §4): the statechart's page decides the URL; any other registration URL (back,
 * reload, a deep link) is put back to the page the statechart is on, since each step needs the one before.
 */
export function RegistrationJourneyProvider() {
  const { clients, sessions } = useConsumerServices();
  const account = useRef<BankAccount | null>(null);
  const actor = useAppActor(
    () =>
      provideRegistrationActors({
        client: clients.consumer,
        signIn: (session) => sessions.consumer.send({ type: 'session.established', session }),
        account: () => account.current,
      }),
    { input: {} },
  );
  // No route requests: each page needs the one before, so any other registration page is put back.
  useStatechartUrl(actor, {
    owns: ({ pathname }) => PAGES.has(pathname),
    urlOf: (snapshot): ScreenUrl | null => {
      if (snapshot.matches('linked')) return { pathname: MARKETPLACE };
      const route = routeOf(snapshot);
      // The generic error stays where it happened (its screen shows in place).
      return route && route !== 'error' ? { pathname: `${PREFIX}/${route}` } : null;
    },
  });
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('linked') && snapshot.context.loanAmount)
        rememberRequestedAmount(snapshot.context.loanAmount);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const snapshot = useSelector(actor, (s) => s);
  const value = useMemo<RegistrationJourney>(
    () => ({ actor, snapshot, setAccount: (next) => (account.current = next) }),
    [actor, snapshot],
  );
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <HStack as="header" justify="space-between" px={{ base: '4', md: '8' }} py="3" bg="bg" borderBottomWidth="1px">
        <FurtherBrand />
        {/* A new visitor chooses their language here, before they have a session (kept like the shell's). */}
        <ConsumerLocaleSwitch />
      </HStack>
      <Container as="main" maxW="2xl" py={{ base: '6', md: '10' }}>
        <RegistrationJourneyContext.Provider value={value}>
          <RegistrationScreen />
        </RegistrationJourneyContext.Provider>
      </Container>
    </Box>
  );
}
