import { Box, Container, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createAppActor } from '../../../machines/app-actor.ts';
import { FurtherBrand } from '../marketplace/brand.tsx';
import { rememberRequestedAmount } from '../redeem/application-storage.ts';
import { useConsumerServices } from '../services.ts';
import { routeOf, useStatechartUrl } from '../statechart-route.ts';
import { type BankAccount, provideRegistrationActors } from './registration-actors.ts';
import { type RegistrationJourney, RegistrationJourneyContext } from './registration-context.ts';
import { RegistrationScreen } from './registration-screens.tsx';

const PREFIX = '/further';
/** Where a registered consumer goes: the /further marketplace, with the amount they asked for. */
const MARKETPLACE = `${PREFIX}/marketplace`;

/**
 * The /further registration (001 §2, §4): the statechart's page decides the URL; any other URL under it (back,
 * reload, a deep link) is put back to the page the statechart is on, since each step needs the one before.
 */
export function RegistrationJourneyProvider() {
  const { clients, sessions } = useConsumerServices();
  const account = useRef<BankAccount | null>(null);
  const [actor] = useState(() =>
    createAppActor(
      provideRegistrationActors({
        client: clients.consumer,
        signIn: (session) => sessions.consumer.send({ type: 'session.established', session }),
        account: () => account.current,
      }),
      { input: {} },
    ),
  );
  const urlOf = (snapshot: ReturnType<typeof actor.getSnapshot>): string | null => {
    if (snapshot.matches('linked')) return MARKETPLACE;
    const route = routeOf(snapshot);
    // The generic error stays where it happened (its screen shows in place).
    return route && route !== 'error' ? `${PREFIX}/${route}` : null;
  };

  useStatechartUrl(actor, urlOf);
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
      <HStack as="header" px={{ base: '4', md: '8' }} py="3" bg="bg" borderBottomWidth="1px">
        <FurtherBrand />
      </HStack>
      <Container as="main" maxW="2xl" py={{ base: '6', md: '10' }}>
        <RegistrationJourneyContext.Provider value={value}>
          <RegistrationScreen />
        </RegistrationJourneyContext.Provider>
      </Container>
    </Box>
  );
}
