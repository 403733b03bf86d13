import { Box, Button, Container, HStack, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { REALM_ROUTES } from '../../domain/realms.ts';
import { Logo } from '../../ui/logo.tsx';
import { NotAvailableYet } from '../../ui/not-available-yet.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useConsumerServices } from './services.ts';

/** /consumer/marketplace: the consumer journey is a later issue; until then this page says so plainly. */
export function MarketplacePage() {
  const actor = useConsumerServices().sessions.consumer;
  const firstName = useSelector(actor, (s) => s.context.session?.consumer?.firstName);
  const navigate = useNavigate();
  const logout = () => {
    actor.send({ type: 'session.logout' });
    void navigate({ to: REALM_ROUTES.consumer.logoutLanding, replace: true });
  };
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <HStack as="header" justify="space-between" px={{ base: '4', md: '8' }} py="3" bg="bg" borderBottomWidth="1px">
        <Logo size="sm" />
        <Button size="sm" variant="outline" onClick={logout}>
          Log out
        </Button>
      </HStack>
      <Container as="main" maxW="4xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <PageHeader title={firstName ? `Welcome, ${firstName}` : 'Welcome'} description="Your offers marketplace" />
          <NotAvailableYet feature="The marketplace" />
        </Stack>
      </Container>
    </Box>
  );
}
